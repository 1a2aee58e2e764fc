// Pure builders of what a news write stores (unit-tested): defaults on create, a $set on update.
import { newsSearchText } from '../../domain/news';
import type { NewsCreateInput, NewsUpdateInput } from '../../validation/news';
import { DEFAULT_NEWS_AUTHOR, DEFAULT_READING_TIME, type StoredNews } from './mapper';

type ImageInput = NewsCreateInput['images'];

/** Minutes to read `content` at ~200 words a minute; SPEC's 3 minutes when there is no text. */
export function estimateReadingTime(content: string | undefined): number {
  const words = content ? content.trim().split(/\s+/).filter(Boolean).length : 0;
  return words === 0 ? DEFAULT_READING_TIME : Math.max(1, Math.round(words / 200));
}

/** `images` (urls or {url, alt}) wins over a single `image` url; alt defaults to the title. */
export function imagesFromInput(input: { image?: string; images?: ImageInput }, title: string) {
  if (input.images)
    return input.images.map((img) =>
      typeof img === 'string' ? { url: img, alt: title } : { url: img.url, alt: img.alt || title },
    );
  if (input.image !== undefined) return [{ url: input.image, alt: title }];
  return undefined;
}

/** The fields of a new item; the slug is added by the service. */
export function buildNewsDocument(input: NewsCreateInput) {
  return {
    title: input.title,
    description: input.description ?? input.excerpt ?? '',
    content: input.content ?? '',
    images: imagesFromInput(input, input.title) ?? [],
    category: input.category ?? 'general',
    tags: input.tags ?? [],
    author: {
      name: input.author?.name || DEFAULT_NEWS_AUTHOR,
      ...(input.author?.email ? { email: input.author.email } : {}),
      ...(input.author?.bio ? { bio: input.author.bio } : {}),
    },
    status: input.status ?? 'draft',
    featured: input.featured ?? false,
    readingTime: input.readingTime ?? estimateReadingTime(input.content),
    ...(input.metaTitle ? { metaTitle: input.metaTitle } : {}),
    ...(input.metaDescription ? { metaDescription: input.metaDescription } : {}),
    keywords: input.keywords ?? [],
    allowComments: input.allowComments ?? false,
  };
}

const COPIED = [
  'title',
  'content',
  'category',
  'tags',
  'status',
  'featured',
  'readingTime',
  'metaTitle',
  'metaDescription',
  'keywords',
  'allowComments',
] as const;

/**
 * The `$set` of an update. findOneAndUpdate skips the model's pre('validate') hook, so the
 * derived fields (searchText, publishedAt, reading time) are computed here from the merged values.
 */
export function buildNewsUpdate(current: StoredNews, input: NewsUpdateInput, now: Date): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const key of COPIED) if (input[key] !== undefined) set[key] = input[key];
  const description = input.description ?? input.excerpt;
  if (description !== undefined) set.description = description;
  for (const key of ['name', 'email', 'bio'] as const) {
    if (input.author?.[key] !== undefined) set[`author.${key}`] = input.author[key];
  }
  const title = input.title ?? current.title ?? '';
  const images = imagesFromInput(input, title);
  if (images) set.images = images;
  if (input.content !== undefined && input.readingTime === undefined)
    set.readingTime = estimateReadingTime(input.content);
  if (input.status === 'published' && !current.publishedAt) set.publishedAt = now;
  set.searchText = newsSearchText({
    title,
    description: description ?? current.description,
    authorName: input.author?.name ?? current.author?.name,
  });
  return set;
}
