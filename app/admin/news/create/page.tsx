import type { Metadata } from 'next';
import Link from 'next/link';
import { NewsCreateForm } from '@/components/admin/news/news-create-form';

export const metadata: Metadata = { title: 'Nueva noticia' };

export default function AdminNewsCreatePage() {
  return (
    <section className="space-y-5">
      <Link href="/admin/news" className="text-sm font-semibold text-primary hover:underline">← Volver a noticias</Link>
      <h1 className="text-2xl font-bold text-ink">Nueva noticia</h1>
      <NewsCreateForm />
    </section>
  );
}
