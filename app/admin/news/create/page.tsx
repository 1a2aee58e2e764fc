import type { Metadata } from 'next';

import { NewsCreateForm } from '@/components/admin/news/news-create-form';
import { NewsFormFrame } from '@/components/admin/news/news-form-frame';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Nueva noticia' };

export default async function AdminNewsCreatePage() {
  await requireAdmin();
  return (
    <NewsFormFrame title="Nueva noticia">
      <NewsCreateForm />
    </NewsFormFrame>
  );
}
