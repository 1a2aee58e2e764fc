import type { Metadata } from 'next';

import { LeaseDetail } from '@/components/admin/leases/lease-detail';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Contrato de arriendo' };

export default async function AdminLeasePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentUser()]);
  return <LeaseDetail id={id} isAdmin={user?.role === 'admin'} />;
}
