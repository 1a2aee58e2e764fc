import type { Metadata } from 'next';
import Link from 'next/link';
import { NewsEditForm } from '@/components/admin/news/news-edit-form';

export const metadata: Metadata = { title: 'Editar noticia' };

// The form reads the id with useParams (client side), so this page needs no request data.
export default function AdminNewsEditPage() {
  return (
    <section className="space-y-5">
      <Link href="/admin/news" className="text-sm font-semibold text-primary hover:underline">← Volver a noticias</Link>
      <h1 className="text-2xl font-bold text-ink">Editar noticia</h1>
      <NewsEditForm />
    </section>
  );
}
