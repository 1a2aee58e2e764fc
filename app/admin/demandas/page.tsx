import type { Metadata } from 'next';

import { DemandsScreen } from '@/components/admin/demands/demands-screen';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Demandas' };

export default async function AdminDemandsPage() {
  const user = await currentUser();
  return <DemandsScreen isAdmin={user?.role === 'admin'} />;
}
