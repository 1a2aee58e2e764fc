import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { OwnerReportView } from '@/components/owner-report/owner-report-view';
import { OwnerSettlements } from '@/components/owner-report/owner-settlements';
import { NotFoundError } from '@/lib/domain/errors';
import { getMandate } from '@/lib/services/mandates';
import { ownerSettlementsForLink } from '@/lib/services/rentals';
import { reportByToken } from '@/lib/services/reports';
import { ownerReportTokenSchema } from '@/lib/validation/owner-report';

// The owner's personal link (docs/owner-report.md#the-page): no account, never indexed, never sent
// on as a referrer, never kept by the page cache (not one of its pages, and noindex), and a real
// 404 once revoked or when the mandate is no longer current (lib/page-cache/eligible.ts).
export const metadata: Metadata = {
  title: 'Así va tu inmueble',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

async function load(token: string) {
  if (!ownerReportTokenSchema.safeParse(token).success) return null;
  return reportByToken(token).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}

/** The settlements of the property's owner (the current mandate's), newest first. */
async function settlementsOf(propertyId: string) {
  const mandate = await getMandate(propertyId, {});
  return ownerSettlementsForLink(mandate.owner.id);
}

/** /propietario/{token}: the report of one property for its owner. */
export default async function OwnerReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const report = await load(decodeURIComponent(token));
  if (!report) notFound();
  const settlements = await settlementsOf(report.property.id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-3xl font-bold text-ink md:text-4xl">Así va tu inmueble</h1>
      <p className="mt-2 text-muted">
        Lo que ha pasado con tu inmueble desde que lo publicamos. Este enlace es solo para ti: no lo compartas.
      </p>
      <div className="mt-6 space-y-6">
        {settlements.length > 0 && <OwnerSettlements settlements={settlements} />}
        <OwnerReportView report={report} />
      </div>
      <p className="mt-8 text-sm text-muted">
        ¿Preguntas? Escríbele a tu asesor. Las cifras se actualizan cada vez que abres esta página.
      </p>
    </div>
  );
}
