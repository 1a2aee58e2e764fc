'use client';

import Link from 'next/link';

import { useLoad } from '@/components/admin/shared/use-load';
import type { ApiProperty } from '@/lib/validation/property-response';

import type { ApiLeaseRow } from './api-types';

const look = 'text-sm font-semibold text-primary hover:underline';

/**
 * On a property's edit page: its lease in force ("Ver contrato de arriendo") or, for a rental
 * listing without one (none yet, or the last one ended), "Firmar contrato de arriendo". Nothing
 * for a sale listing.
 */
export function PropertyLeaseLink({ propertyId }: { propertyId: string }) {
  const property = useLoad<ApiProperty>(`/api/properties/${encodeURIComponent(propertyId)}`);
  const rental = property.data?.operation === 'arriendo';
  const leases = useLoad<ApiLeaseRow[]>(
    rental ? `/api/leases?${new URLSearchParams({ propertyId, limit: '100' })}` : null,
  );
  if (!rental || !leases.data) return null;
  const current = leases.data.find((lease) => lease.status !== 'terminado');
  if (current)
    return (
      <Link href={`/admin/arriendos/${current.id}`} className={look}>
        Ver contrato de arriendo
      </Link>
    );
  return (
    <Link href={`/admin/arriendos/nuevo?${new URLSearchParams({ propertyId })}`} className={look}>
      Firmar contrato de arriendo
    </Link>
  );
}
