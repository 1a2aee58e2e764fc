import Link from 'next/link';

import type { PublicNews } from '@/lib/domain/news';

import { categoryLabel, dateBadge } from './news-format';
import { NewsImage } from './news-image';

/** News page card (docs/product-rules.md#news): image, day and month badge, title, summary, category. */
export function NewsCard({ news, priority = false }: { news: PublicNews; priority?: boolean }) {
  const badge = dateBadge(news.date);
  const href = `/news/${news.slug || news.id}`;
  return (
    <article
      data-testid="news-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-secondary hover:shadow-lg"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-surface">
        <NewsImage
          news={news}
          priority={priority}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <time
          dateTime={news.date}
          data-testid="news-date-badge"
          className="absolute left-4 top-4 flex flex-col items-center rounded-2xl bg-white px-3 py-2 leading-none text-ink shadow"
        >
          <span className="text-xl font-extrabold">{badge.day}</span>
          <span className="mt-1 text-xs font-bold tracking-wide text-primary">{badge.month}</span>
        </time>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-[#8a4f00]">{categoryLabel(news.category)}</p>
        <h2 className="mt-2 text-lg font-bold leading-snug text-ink">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {news.title}
          </Link>
        </h2>
        <div className="mt-2 flex-1">
          <p className="line-clamp-3 text-sm leading-relaxed text-muted">{news.summary}</p>
        </div>
        <p className="mt-4 text-sm font-semibold text-primary" aria-hidden>
          Leer más →
        </p>
      </div>
    </article>
  );
}
