import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { News } from '../../../models/news';
import { TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { findPage } from '../../db/find-page';
import type { Page } from '../../domain/pagination';
import { isObjectId, type ApiNews, type NewsQuery } from '../../validation/news';
import { newsFilter, newsSort, normalizeNewsQuery, type NewsListQuery } from './filters';
import { toApiNews, type StoredNews } from './mapper';

export { DEFAULT_NEWS_IMAGE, toAdminNews, toApiNews, toPublicNews } from './mapper';
export { createNews, deleteNews, updateNews } from './writes';

function findNewsPage(q: NewsListQuery): Promise<Page<ApiNews>> {
  return findPage(News, newsFilter(q), newsSort(q), q, (row: StoredNews) => toApiNews(row));
}

/** Cached by the normalised query (a plain value); every news write expires TAGS.news. */
async function readPublishedPage(q: NewsListQuery): Promise<Page<ApiNews>> {
  'use cache';
  cacheTag(TAGS.news);
  cacheLife('max');
  return findNewsPage(q);
}

/**
 * One page of news. The public (admin: false) only ever gets published items, from the cache;
 * admins get any status, fresh from the database.
 */
export async function listNews(query: NewsQuery, { admin = false }: { admin?: boolean } = {}): Promise<Page<ApiNews>> {
  const q = normalizeNewsQuery(query, { admin });
  return admin ? findNewsPage(q) : readPublishedPage(q);
}

/** An item by ObjectId or slug (validated by newsIdOrSlugSchema), whatever its status. */
async function findNews(idOrSlug: string): Promise<StoredNews | null> {
  await connectDb();
  const filter = isObjectId(idOrSlug)
    ? { $or: [{ _id: idOrSlug }, { slug: idOrSlug.toLowerCase() }] }
    : { slug: idOrSlug };
  return News.findOne(filter).lean<StoredNews>();
}

/**
 * A published item for the public, cached under its own tag. A miss (unknown or unpublished) is
 * cached too, under TAGS.news, which every write expires, so a later create or publish shows.
 */
async function readPublishedItem(idOrSlug: string): Promise<ApiNews | null> {
  'use cache';
  cacheLife('max');
  const doc = await findNews(idOrSlug);
  if (doc?.status === 'published') {
    cacheTag(TAGS.newsItem(doc._id.toString()));
    return toApiNews(doc);
  }
  cacheTag(TAGS.news, ...(doc ? [TAGS.newsItem(doc._id.toString())] : []));
  return null;
}

/** An item by id or slug: any status for admins (uncached), published only for the public; null when none. */
export async function getNews(idOrSlug: string, { admin = false }: { admin?: boolean } = {}): Promise<ApiNews | null> {
  if (!admin) return readPublishedItem(idOrSlug);
  const doc = await findNews(idOrSlug);
  return doc ? toApiNews(doc) : null;
}
