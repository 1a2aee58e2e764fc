import type { Metadata } from 'next';

import { OwnersScreen } from '@/components/admin/owners/owners-screen';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Propietarios' };

export default async function AdminOwnersPage() {
  const user = await currentUser();
  return <OwnersScreen isAdmin={user?.role === 'admin'} />;
}
