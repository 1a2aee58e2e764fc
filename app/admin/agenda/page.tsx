import type { Metadata } from 'next';

import { AgendaScreen } from '@/components/admin/agenda/agenda-screen';
import { currentUser } from '@/lib/auth/session';
import { isCalendarDay } from '@/lib/domain/visits';

export const metadata: Metadata = { title: 'Agenda' };

/** /admin/agenda, on the week of `?fecha=AAAA-MM-DD` (today by default). */
export default async function AdminAgendaPage({ searchParams }: { searchParams: Promise<{ fecha?: string }> }) {
  const [{ fecha }, user] = await Promise.all([searchParams, currentUser()]);
  return (
    <AgendaScreen
      isAdmin={user?.role === 'admin'}
      initialDay={typeof fecha === 'string' && isCalendarDay(fecha) ? fecha : undefined}
    />
  );
}
