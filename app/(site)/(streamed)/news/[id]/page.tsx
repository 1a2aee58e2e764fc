import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { categoryLabel, paragraphs } from '@/components/content/news-format';
import { NewsImage } from '@/components/content/news-image';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { siteOrigin } from '@/lib/env';
import { formatShortDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { newsArticleJsonLd } from '@/lib/seo/news-jsonld';
import { getNews, toPublicNews } from '@/lib/services/news';
import { getSettings } from '@/lib/services/settings';
import { newsIdOrSlugSchema } from '@/lib/validation/news';

type Params = Promise<{ id: string }>;

/** The published item of an id or slug; a malformed one is simply not found. */
async function publishedNews(id: string) {
  const parsed = newsIdOrSlugSchema.safeParse(id);
  if (!parsed.success) return null;
  const item = await getNews(parsed.data);
  return item ? toPublicNews(item) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const news = await publishedNews((await params).id);
  if (!news) return { title: 'Noticia no encontrada', robots: { index: false } };
  // The site's default card: a header photo of any size or weight would not show on WhatsApp.
  const metadata = pageMetadata({
    title: news.metaTitle,
    description: news.metaDescription,
    path: `/news/${news.slug || news.id}`,
    type: 'article',
    publishedTime: news.date,
    modifiedTime: news.updatedAt,
    authors: [news.author],
    tags: news.tags,
  });
  return { ...metadata, keywords: news.keywords.length > 0 ? news.keywords : news.tags };
}

export default async function NewsArticlePage({ params }: { params: Params }) {
  const news = await publishedNews((await params).id);
  if (!news) notFound();
  const { general } = await getSettings();

  return (
    <article className="pb-8">
      <JsonLd data={newsArticleJsonLd(news, { origin: siteOrigin(), siteName: general.siteName })} />
      <header className="mx-auto max-w-3xl px-4 pt-8 md:px-6 md:pt-12">
        <Breadcrumb
          items={[{ label: 'Inicio', href: '/' }, { label: 'Noticias', href: '/news' }, { label: news.title }]}
        />
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-[#8a4f00]">
          {categoryLabel(news.category)}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold leading-tight tracking-tight text-ink md:text-4xl">{news.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{news.summary}</p>
        <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-y border-slate-200 py-4 text-sm text-ink">
          <div className="flex gap-1">
            <dt className="text-muted">Por</dt>
            <dd className="font-semibold" data-testid="news-author">
              {news.author}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Fecha</dt>
            <dd>
              <time dateTime={news.date} data-testid="news-date">
                {formatShortDate(news.date)}
              </time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Tiempo de lectura</dt>
            <dd data-testid="news-reading-time">{news.readTime} min de lectura</dd>
          </div>
        </dl>
      </header>
      <div className="relative mx-auto mt-8 aspect-[16/9] max-w-5xl overflow-hidden bg-surface md:rounded-3xl">
        <NewsImage news={news} priority sizes="(min-width: 1024px) 1024px, 100vw" className="object-cover" />
      </div>
      <div className="mx-auto max-w-3xl px-4 md:px-6">
        <div className="mt-10 space-y-5 text-lg leading-8 text-ink" data-testid="news-content">
          {paragraphs(news.content).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {news.tags.length > 0 && (
          <ul aria-label="Etiquetas" className="mt-10 flex flex-wrap gap-2">
            {news.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-ink">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <Link href="/news" className="mt-10 inline-flex items-center gap-2 font-semibold text-primary hover:underline">
          <span aria-hidden>←</span> Volver a noticias
        </Link>
      </div>
    </article>
  );
}
