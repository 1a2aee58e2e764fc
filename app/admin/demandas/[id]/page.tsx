import type { Metadata } from 'next';

import { DemandDetail } from '@/components/admin/demands/demand-detail';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Demanda' };

export default async function AdminDemandPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentUser()]);
  return <DemandDetail id={id} isAdmin={user?.role === 'admin'} />;
}
