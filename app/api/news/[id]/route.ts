import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/other-methods';
import { done, handle, ok, readJson } from '@/lib/api/respond';
import { authenticate, requireAdmin } from '@/lib/auth/guard';
import { deleteNews, getNews, updateNews } from '@/lib/services/news';
import { NEWS_MESSAGES, newsIdOrSlugSchema, newsIdSchema, newsUpdateSchema } from '@/lib/validation/news';

type Context = { params: Promise<{ id: string }> };

/** GET /api/news/{id}: by ObjectId or slug; unpublished items are 404 for everyone but admins. */
export const GET = publicGet(
  handle(async (request: NextRequest, { params }: Context) => {
    const id = newsIdOrSlugSchema.parse((await params).id);
    const context = await authenticate(request);
    const item = await getNews(id, { admin: context?.user.role === 'admin' });
    if (!item) throw new ApiError(404, NEWS_MESSAGES.notFound);
    return ok(item);
  }),
  { varies: true },
);

/** PUT /api/news/{id} (admin): a partial JSON update. */
export const PUT = handle(async (request: NextRequest, { params }: Context) => {
  await requireAdmin(request);
  const id = newsIdSchema.parse((await params).id);
  const body = newsUpdateSchema.parse(await readJson(request));
  return ok(await updateNews(id, body), NEWS_MESSAGES.updated);
});

/** DELETE /api/news/{id} (admin): removes the item and its stored images. */
export const DELETE = handle(async (request: NextRequest, { params }: Context) => {
  await requireAdmin(request);
  await deleteNews(newsIdSchema.parse((await params).id));
  return done(NEWS_MESSAGES.deleted);
});

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
