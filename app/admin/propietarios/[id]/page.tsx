import type { Metadata } from 'next';

import { OwnerDetail } from '@/components/admin/owners/owner-detail';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Propietario' };

export default async function AdminOwnerPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentUser()]);
  return <OwnerDetail id={id} isAdmin={user?.role === 'admin'} />;
}
