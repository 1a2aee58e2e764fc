import type { Metadata } from 'next';
import Link from 'next/link';

import { NewsCard } from '@/components/content/news-card';
import { NEWS_PAGE_SIZES, newsPageSize } from '@/components/content/news-format';
import { PageHero } from '@/components/content/page-hero';
import { Pager } from '@/components/ui/pager';
import { pageMetadata } from '@/lib/seo/metadata';
import { listNews, toPublicNews } from '@/lib/services/news';
import { newsQuerySchema } from '@/lib/validation/news';

export const metadata: Metadata = pageMetadata({
  title: 'Noticias y Actualidad',
  description:
    'Noticias, análisis y consejos sobre el mercado inmobiliario de Bogotá: precios, crédito de vivienda, arriendos y trámites.',
  path: '/news',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function newsHref(page: number, limit: number): string {
  const qs = new URLSearchParams();
  if (page > 1) qs.set('page', String(page));
  if (limit !== NEWS_PAGE_SIZES[0]) qs.set('limit', String(limit));
  return qs.size > 0 ? `/news?${qs}` : '/news';
}

export default async function NewsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const limit = newsPageSize(first(params.limit));
  const parsedPage = Number(first(params.page));
  const page = Number.isInteger(parsedPage) && parsedPage >= 1 && parsedPage <= 100_000 ? parsedPage : 1;
  const { items, pagination } = await listNews(newsQuerySchema.parse({ page, limit }));
  const news = items.map(toPublicNews);

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Noticias y Actualidad"
        lead="Tendencias del mercado, crédito de vivienda, trámites y consejos para comprar, vender o arrendar en Bogotá."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-muted" data-testid="news-count">
            {pagination.total === 1 ? '1 noticia publicada' : `${pagination.total} noticias publicadas`}
          </p>
          <nav aria-label="Noticias por página" className="flex items-center gap-2 text-sm">
            <span className="text-muted">Mostrar:</span>
            {NEWS_PAGE_SIZES.map((size) => (
              <Link
                key={size}
                href={newsHref(1, size)}
                aria-current={size === limit ? 'true' : undefined}
                className={`grid min-w-10 place-items-center rounded-lg border px-3 py-1.5 font-medium ${
                  size === limit
                    ? 'border-primary bg-primary text-white'
                    : 'border-slate-300 text-ink hover:border-primary'
                }`}
              >
                <span className="sr-only">Mostrar </span>
                {size}
                <span className="sr-only"> noticias por página</span>
              </Link>
            ))}
          </nav>
        </div>

        {news.length === 0 ? (
          <div className="mt-10 rounded-3xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-semibold text-ink">No hay noticias disponibles</p>
            <p className="mt-2 text-muted">No se encontraron noticias publicadas.</p>
            {page > 1 && (
              <Link href={newsHref(1, limit)} className="mt-4 inline-block font-semibold text-primary hover:underline">
                Volver a la primera página
              </Link>
            )}
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {news.map((item, index) => (
              <li key={item.id}>
                <NewsCard news={item} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}

        <Pager page={pagination.page} pages={pagination.pages} hrefFor={(n) => newsHref(n, limit)} className="mt-10" />
      </div>
    </>
  );
}
