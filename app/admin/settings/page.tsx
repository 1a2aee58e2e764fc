import type { Metadata } from 'next';

import { SettingsScreen } from '@/components/admin/settings/settings-screen';

export const metadata: Metadata = { title: 'Configuración' };

export default function AdminSettingsPage() {
  return <SettingsScreen />;
}
