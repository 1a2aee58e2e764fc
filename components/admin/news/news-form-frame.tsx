import Link from 'next/link';

/** The heading and way back around the news create and edit forms. */
export function NewsFormFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-5">
      <Link href="/admin/news" className="text-sm font-semibold text-primary hover:underline">
        ← Volver a noticias
      </Link>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children}
    </section>
  );
}
