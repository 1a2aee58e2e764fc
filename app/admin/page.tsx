import type { Metadata } from 'next';

import { Dashboard } from '@/components/admin/dashboard/dashboard';

export const metadata: Metadata = { title: 'Panel principal' };

export default function AdminDashboardPage() {
  return <Dashboard />;
}
