import type { Metadata } from 'next';

import { Dashboard } from '@/components/admin/dashboard/dashboard';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Panel principal' };

export default async function AdminDashboardPage() {
  await requireAdmin();
  return <Dashboard />;
}
