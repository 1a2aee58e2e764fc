import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, okPage, readJson } from '@/lib/api/respond';
import { authenticate, requireAdmin } from '@/lib/auth/guard';
import { createNews, createNewsFromUpload, listNews } from '@/lib/services/news';
import { searchParamsToObject } from '@/lib/validation/common';
import { NEWS_MESSAGES, newsCreateSchema, newsQuerySchema } from '@/lib/validation/news';

/** GET /api/news: published items for everyone; admins see every status (SPEC §7). */
export const GET = publicGet(
  handle(async (request: NextRequest) => {
    const query = newsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
    const context = await authenticate(request);
    const page = await listNews(query, { admin: context?.user.role === 'admin' });
    return okPage(page.items, page.pagination);
  }),
  { varies: true },
);

/** POST /api/news (admin): JSON, or multipart with title, description and one image under `images`. */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
  const created = multipart
    ? await createNewsFromUpload(request)
    : await createNews(newsCreateSchema.parse(await readJson(request)));
  return ok(created, NEWS_MESSAGES.created, { status: 201 });
});

/** DELETE /api/news/ (an empty id, SPEC §5): always 'ID de noticia no válido'. */
export const DELETE = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  throw new ApiError(400, NEWS_MESSAGES.invalidId);
});

export const { PUT, PATCH, OPTIONS } = otherMethods({ GET, POST, DELETE });
