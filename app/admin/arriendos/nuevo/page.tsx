import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { LeaseSignForm } from '@/components/admin/leases/lease-sign-form';
import { propertyIdSchema } from '@/lib/validation/properties';

export const metadata: Metadata = { title: 'Firmar contrato de arriendo' };

/** /admin/arriendos/nuevo?propertyId=...: the signing form of a rental listing. */
export default async function NewLeasePage({ searchParams }: { searchParams: Promise<{ propertyId?: string }> }) {
  const { propertyId } = await searchParams;
  if (!propertyId || !propertyIdSchema.safeParse(propertyId).success) notFound();
  return <LeaseSignForm propertyId={propertyId} />;
}
