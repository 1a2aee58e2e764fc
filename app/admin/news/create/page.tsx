import type { Metadata } from 'next';

import { NewsCreateForm } from '@/components/admin/news/news-create-form';
import { NewsFormFrame } from '@/components/admin/news/news-form-frame';

export const metadata: Metadata = { title: 'Nueva noticia' };

export default function AdminNewsCreatePage() {
  return (
    <NewsFormFrame title="Nueva noticia">
      <NewsCreateForm />
    </NewsFormFrame>
  );
}
