import type { Metadata } from 'next';
import Link from 'next/link';

import { PropertyHistory } from '@/components/admin/activity/property-history';
import { PropertyDemandMatches } from '@/components/admin/cruces/property-demand-matches';
import { PropertyLeaseLink } from '@/components/admin/leases/property-lease-link';
import { MandateSection } from '@/components/admin/properties/mandate-section';
import { PropertyForm } from '@/components/admin/properties/property-form';
import { FichaLink } from '@/components/property/ficha-link';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Editar propiedad' };

export default async function EditPropertyPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, requireStaff()]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link href={`/admin/properties/${id}/informe`} className="text-sm font-semibold text-primary hover:underline">
          Informe del propietario
        </Link>
        <PropertyLeaseLink propertyId={id} />
        <FichaLink
          id={id}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        />
      </div>
      <PropertyForm key={id} id={id} canAssign={user.role === 'admin'} />
      <MandateSection key={`mandate-${id}`} propertyId={id} />
      <PropertyDemandMatches id={id} />
      <PropertyHistory id={id} />
    </div>
  );
}
