import type { Metadata } from 'next';

import { UsersScreen } from '@/components/admin/users/users-screen';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Usuarios' };

export default async function AdminUsersPage() {
  await requireAdmin();
  return <UsersScreen />;
}
