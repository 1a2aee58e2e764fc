import type { Metadata } from 'next';

import { LeasesScreen } from '@/components/admin/leases/leases-screen';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Arriendos' };

export default async function AdminLeasesPage() {
  const user = await currentUser();
  return <LeasesScreen isAdmin={user?.role === 'admin'} />;
}
