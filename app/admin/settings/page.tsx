import type { Metadata } from 'next';

import { SettingsScreen } from '@/components/admin/settings/settings-screen';
import { requireAdmin } from '@/lib/auth/session';
import { absoluteUrl } from '@/lib/seo/site';
import { getTrovitFeed } from '@/lib/services/feeds';

export const metadata: Metadata = { title: 'Configuración' };

export default async function AdminSettingsPage() {
  await requireAdmin();
  const { count } = await getTrovitFeed();
  return <SettingsScreen feed={{ url: absoluteUrl('/feeds/trovit.xml'), count }} />;
}
