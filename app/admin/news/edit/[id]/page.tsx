import type { Metadata } from 'next';

import { NewsEditForm } from '@/components/admin/news/news-edit-form';
import { NewsFormFrame } from '@/components/admin/news/news-form-frame';

export const metadata: Metadata = { title: 'Editar noticia' };

// The form reads the id with useParams (client side), so this page needs no request data.
export default function AdminNewsEditPage() {
  return (
    <NewsFormFrame title="Editar noticia">
      <NewsEditForm />
    </NewsFormFrame>
  );
}
