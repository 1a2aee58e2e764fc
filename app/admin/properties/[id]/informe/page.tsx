import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { ReportLinkPanel } from '@/components/admin/owner-report/report-link-panel';
import { OwnerReportView } from '@/components/owner-report/owner-report-view';
import { requireStaff } from '@/lib/auth/session';
import { NotFoundError } from '@/lib/domain/errors';
import { currentReportLink, propertyReport } from '@/lib/services/reports';
import { propertyIdSchema } from '@/lib/validation/properties';

export const metadata: Metadata = { title: 'Informe del propietario' };

/** The owner's report as staff see it, with the owner's link (an agent: only their own properties). */
export default async function PropertyReportPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, requireStaff()]);
  if (!propertyIdSchema.safeParse(id).success) notFound();
  const agentId = user.role === 'admin' ? undefined : user.id;
  const loaded = await Promise.all([propertyReport(id, agentId), currentReportLink(id, agentId)]).catch(
    (error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    },
  );
  if (!loaded) notFound();
  const [report, link] = loaded;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Informe del propietario</h1>
        <Link
          href={`/admin/properties/edit/${report.property.id}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          Volver a la propiedad
        </Link>
      </div>
      <ReportLinkPanel propertyId={report.property.id} initial={link} />
      <OwnerReportView report={report} />
    </div>
  );
}
