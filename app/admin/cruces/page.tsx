import type { Metadata } from 'next';

import { CrucesScreen } from '@/components/admin/cruces/cruces-screen';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Nuevos cruces' };

export default async function AdminCrucesPage() {
  const user = await requireStaff();
  return <CrucesScreen isAdmin={user.role === 'admin'} />;
}
