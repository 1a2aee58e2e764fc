import type { Metadata } from 'next';

import { LeadDetail } from '@/components/admin/leads/lead-detail';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Solicitud' };

export default async function AdminLeadPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentUser()]);
  return <LeadDetail id={id} isAdmin={user?.role === 'admin'} />;
}
