import { OWNER_REPORT_MESSAGES } from '@/lib/domain/owner-report';

/** An unknown, revoked or lapsed owner's link (its mandate ended or expired). */
export default function OwnerReportNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center md:px-6">
      <p className="text-6xl font-extrabold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">Enlace no disponible</h1>
      <p className="mt-3 text-muted">{OWNER_REPORT_MESSAGES.linkNotFound}</p>
    </div>
  );
}
