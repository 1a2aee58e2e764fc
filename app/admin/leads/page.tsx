import type { Metadata } from 'next';

import { LeadsInbox } from '@/components/admin/leads/leads-inbox';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Solicitudes' };

export default async function AdminLeadsPage() {
  const user = await currentUser();
  return <LeadsInbox isAdmin={user?.role === 'admin'} />;
}
