import type { Metadata } from 'next';

import { LocationsManager } from '@/components/admin/locations/locations-manager';

export const metadata: Metadata = { title: 'Ubicaciones' };

export default function AdminLocationsPage() {
  return <LocationsManager />;
}
