import type { Metadata } from 'next';

import { SettingsScreen } from '@/components/admin/settings/settings-screen';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Configuración' };

export default async function AdminSettingsPage() {
  await requireAdmin();
  return <SettingsScreen />;
}
