import type { Metadata } from 'next';

import { ActivityScreen } from '@/components/admin/activity/activity-screen';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Actividad' };

export default async function AdminActivityPage() {
  await requireAdmin();
  return <ActivityScreen />;
}
