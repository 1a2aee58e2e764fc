import type { Metadata } from 'next';

import { AgendaScreen } from '@/components/admin/agenda/agenda-screen';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Agenda' };

export default async function AdminAgendaPage() {
  const user = await currentUser();
  return <AgendaScreen isAdmin={user?.role === 'admin'} />;
}
