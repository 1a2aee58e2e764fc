import 'server-only';

import { News } from '../../../models/news';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { deleteAndReturn, updateAndReturn } from '../../db/capabilities';
import type { Actor } from '../../domain/activity';
import { NotFoundError } from '../../domain/errors';
import { deleteStoredFiles } from '../../storage';
import { escapeRegex, slugify } from '../../text';
import { NEWS_MESSAGES, type ApiNews, type NewsCreateInput, type NewsUpdateInput } from '../../validation/news';
import { logCreate, logDelete, logUpdate } from '../activity';
import { buildNewsDocument, buildNewsUpdate } from './documents';
import { toApiNews, type StoredNews } from './mapper';

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/** The title's slug, with -2, -3, ... when taken (the unique index settles races: see createNews). */
async function freeSlug(title: string, attempt: number): Promise<string> {
  const base = slugify(title).slice(0, 180).replace(/-+$/, '') || 'noticia';
  if (attempt > 0) return `${base}-${Math.random().toString(36).slice(2, 8)}`;
  const taken = await News.find({ slug: trusted({ $regex: `^${escapeRegex(base)}(-\\d+)?$` }) }, { slug: 1 }).lean<
    { slug: string }[]
  >();
  const used = new Set(taken.map((d) => d.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function changed(id: string): Promise<void> {
  return invalidate(TAGS.news, TAGS.newsItem(id));
}

// What the activity log keeps of a news item (docs/architecture.md#activity-log).
const EDITABLE = ['title', 'description', 'content', 'images', 'category', 'tags', 'author', 'status', 'featured'];
const ON_CREATE = ['title', 'category', 'status'];
const target = (item: ApiNews) => ({ entity: 'news' as const, id: item._id, label: item.title });

/** Stored files no other news item still shows (a URL may have been reused by hand). */
async function releaseImages(urls: string[]): Promise<void> {
  const unused = await Promise.all(urls.map(async (url) => ((await News.exists({ 'images.url': url })) ? null : url)));
  await deleteStoredFiles(unused.filter((u): u is string => u !== null));
}

/** Creates an item with a unique slug; publishedAt and searchText are set by the model's hook. */
export async function createNews(input: NewsCreateInput, actor: Actor): Promise<ApiNews> {
  await connectDb();
  const doc = buildNewsDocument(input);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const created = await News.create({ ...doc, slug: await freeSlug(doc.title, attempt) });
      const id = created._id.toString();
      await changed(id);
      const item = toApiNews(created.toObject() as unknown as StoredNews);
      await logCreate(actor, target(item), item, ON_CREATE);
      return item;
    } catch (error) {
      // Two creates with the same title can race for a slug: retry with a random suffix.
      if (!isDuplicateKey(error) || attempt >= 3) throw error;
    }
  }
}

/** Applies a validated partial update; 404 when the item does not exist. */
export async function updateNews(id: string, input: NewsUpdateInput, actor: Actor): Promise<ApiNews> {
  await connectDb();
  const current = await News.findById(id).lean<StoredNews>();
  if (!current) throw new NotFoundError(NEWS_MESSAGES.notFound);
  const set = buildNewsUpdate(current, input, new Date());
  const updated = await updateAndReturn<StoredNews>(News, { _id: id }, { $set: set }, { runValidators: true });
  if (!updated) throw new NotFoundError(NEWS_MESSAGES.notFound);
  await changed(id);
  const kept = new Set((updated.images ?? []).map((img) => img.url));
  await releaseImages((current.images ?? []).flatMap((img) => (img.url && !kept.has(img.url) ? [img.url] : [])));
  const item = toApiNews(updated);
  await logUpdate(actor, target(item), toApiNews(current), item, EDITABLE);
  return item;
}

/** Deletes an item and the stored files of its images; 404 when it does not exist. */
export async function deleteNews(id: string, actor: Actor): Promise<void> {
  await connectDb();
  const deleted = await deleteAndReturn<StoredNews>(News, { _id: id });
  if (!deleted) throw new NotFoundError(NEWS_MESSAGES.notFound);
  await changed(id);
  await releaseImages((deleted.images ?? []).flatMap((img) => (img.url ? [img.url] : [])));
  await logDelete(actor, target(toApiNews(deleted)));
}
