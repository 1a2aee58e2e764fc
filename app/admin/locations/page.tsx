import type { Metadata } from 'next';

import { LocationsManager } from '@/components/admin/locations/locations-manager';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Ubicaciones' };

export default async function AdminLocationsPage() {
  await requireAdmin();
  return <LocationsManager />;
}
