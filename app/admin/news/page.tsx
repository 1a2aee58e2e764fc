import type { Metadata } from 'next';

import { NewsList } from '@/components/admin/news/news-list';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Noticias' };

export default async function AdminNewsPage() {
  await requireAdmin();
  return <NewsList />;
}
