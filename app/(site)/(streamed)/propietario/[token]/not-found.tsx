import { NotFoundNotice } from '@/components/site/not-found-notice';
import { OWNER_REPORT_MESSAGES } from '@/lib/domain/owner-report';

/** An unknown, revoked or lapsed owner's link (its mandate ended or expired). */
export default function OwnerReportNotFound() {
  return <NotFoundNotice title="Enlace no disponible" text={OWNER_REPORT_MESSAGES.linkNotFound} width="max-w-2xl" />;
}
