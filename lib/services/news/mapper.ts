// Mappers between the stored news item, the API shape and the public and admin views (docs/product-rules.md#news-item).
import type { AdminNews, NewsCategory, NewsStatus, PublicNews } from '../../domain/news';
import { NEWS_MESSAGES, type ApiNews } from '../../validation/news';

/** The default image of a news item without one; it ships in public/images. */
export const DEFAULT_NEWS_IMAGE = '/images/news-placeholder.svg';
export const DEFAULT_NEWS_AUTHOR = 'Equipo';
export const DEFAULT_READING_TIME = 3;

/** What `.lean()` returns for a news item; any field may be missing in old or hand-made rows. */
export type StoredNews = { _id: { toString(): string } } & Partial<{
  title: string | null;
  slug: string | null;
  description: string | null;
  content: string | null;
  images: Array<{ url?: string | null; alt?: string | null }> | null;
  category: NewsCategory | null;
  tags: string[] | null;
  author: { name?: string | null; email?: string | null; bio?: string | null } | null;
  status: NewsStatus | null;
  featured: boolean | null;
  views: number | null;
  likes: number | null;
  shares: number | null;
  readingTime: number | null;
  publishedAt: Date | string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string[] | null;
  allowComments: boolean | null;
  createdAt: Date | string | null;
  updatedAt: Date | string | null;
}>;

const str = (v: string | null | undefined, fallback = '') => v ?? fallback;
const num = (v: number | null | undefined, fallback = 0) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);

export function toApiNews(doc: StoredNews): ApiNews {
  const images = (doc.images ?? []).filter((img) => img.url).map((img) => ({ url: str(img.url), alt: str(img.alt) }));
  const description = str(doc.description);
  return {
    _id: doc._id.toString(),
    title: str(doc.title),
    slug: str(doc.slug),
    description,
    excerpt: description,
    content: str(doc.content),
    images,
    image: images[0]?.url ?? DEFAULT_NEWS_IMAGE,
    category: doc.category ?? 'general',
    tags: doc.tags ?? [],
    author: {
      name: str(doc.author?.name, DEFAULT_NEWS_AUTHOR),
      email: str(doc.author?.email),
      bio: str(doc.author?.bio),
    },
    status: doc.status ?? 'draft',
    featured: Boolean(doc.featured),
    views: num(doc.views),
    likes: num(doc.likes),
    shares: num(doc.shares),
    readingTime: num(doc.readingTime, DEFAULT_READING_TIME),
    publishedAt: iso(doc.publishedAt),
    metaTitle: str(doc.metaTitle),
    metaDescription: str(doc.metaDescription),
    keywords: doc.keywords ?? [],
    allowComments: Boolean(doc.allowComments),
    createdAt: iso(doc.createdAt) ?? new Date(0).toISOString(),
    updatedAt: iso(doc.updatedAt) ?? new Date(0).toISOString(),
  };
}

function requireId(n: ApiNews): string {
  if (!n._id) throw new Error(NEWS_MESSAGES.invalidId);
  return n._id;
}

export function toPublicNews(n: ApiNews): PublicNews {
  return {
    id: requireId(n),
    title: n.title,
    summary: n.description,
    content: n.content,
    image: n.image,
    date: n.publishedAt ?? n.createdAt,
    author: n.author.name || DEFAULT_NEWS_AUTHOR,
    // Comments are not stored (SPEC shows a count, never a list).
    comments: 0,
    readTime: n.readingTime || DEFAULT_READING_TIME,
    category: n.category,
    tags: n.tags,
    featured: n.featured,
    views: n.views,
    likes: n.likes,
    shares: n.shares,
    slug: n.slug,
    metaTitle: n.metaTitle || n.title,
    metaDescription: n.metaDescription || n.description,
    keywords: n.keywords,
    allowComments: n.allowComments,
    createdAt: n.createdAt,
    updatedAt: n.updatedAt,
  };
}

export function toAdminNews(n: ApiNews): AdminNews {
  return {
    id: requireId(n),
    title: n.title,
    excerpt: n.excerpt,
    content: n.content,
    category: n.category,
    author: { ...n.author },
    tags: n.tags,
    status: n.status,
    featured: n.featured,
    views: n.views,
    createdAt: n.createdAt,
  };
}
