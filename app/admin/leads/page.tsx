import type { Metadata } from 'next';

import { LeadsInbox } from '@/components/admin/leads/leads-inbox';

export const metadata: Metadata = { title: 'Solicitudes' };

export default function AdminLeadsPage() {
  return <LeadsInbox />;
}
