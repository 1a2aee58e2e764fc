import { trusted } from '../../db';
import type { NewsCategory, NewsStatus } from '../../domain/news';
import { searchTermsPattern } from '../../text';
import type { NewsQuery } from '../../validation/news';

/**
 * A validated news query with every default resolved and the search reduced to its normalised
 * terms: a plain value, so equal queries make equal cache keys.
 */
export interface NewsListQuery {
  page: number;
  limit: number;
  sort: 'createdAt' | 'publishedAt' | 'title' | 'views';
  order: 'asc' | 'desc';
  status: NewsStatus | null;
  category: NewsCategory | null;
  featured: boolean | null;
  terms: string[];
}

/**
 * The public only ever sees published items, whatever status it asks for; admins see any status
 * (all of them unless they filter). Public lists sort by publication date, admin lists by creation.
 */
export function normalizeNewsQuery(q: NewsQuery, { admin }: { admin: boolean }): NewsListQuery {
  return {
    page: q.page,
    limit: q.limit,
    sort: q.sort ?? (admin ? 'createdAt' : 'publishedAt'),
    order: q.order,
    status: admin ? (q.status ?? null) : 'published',
    category: q.category ?? null,
    featured: q.featured === undefined ? null : q.featured === 'true',
    terms: q.search ? searchTermsPattern(q.search) : [],
  };
}

/** The MongoDB filter of a normalised query; operator objects come only from validated values. */
export function newsFilter(q: NewsListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (q.status) filter.status = q.status;
  if (q.category) filter.category = q.category;
  if (q.featured !== null) filter.featured = q.featured;
  // searchText holds title, description (excerpt) and author name, normalised (models/news.ts).
  if (q.terms.length === 1) filter.searchText = trusted({ $regex: q.terms[0] });
  if (q.terms.length > 1) filter.$and = q.terms.map((t) => ({ searchText: trusted({ $regex: t }) }));
  return filter;
}

/** `_id` breaks ties in the same direction so pages never overlap or skip. */
export function newsSort(q: Pick<NewsListQuery, 'sort' | 'order'>): Record<string, 1 | -1> {
  const dir = q.order === 'asc' ? 1 : -1;
  return { [q.sort]: dir, _id: dir };
}
