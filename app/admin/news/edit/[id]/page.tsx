import type { Metadata } from 'next';

import { NewsEditForm } from '@/components/admin/news/news-edit-form';
import { NewsFormFrame } from '@/components/admin/news/news-form-frame';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Editar noticia' };

// The form reads the id with useParams (client side).
export default async function AdminNewsEditPage() {
  await requireAdmin();
  return (
    <NewsFormFrame title="Editar noticia">
      <NewsEditForm />
    </NewsFormFrame>
  );
}
