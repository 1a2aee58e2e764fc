import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/other-methods';
import { done, handle, ok, readJson } from '@/lib/api/respond';
import { authenticate, requireAdmin } from '@/lib/auth/guard';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { deleteProperty, getAdminProperty, getPublicProperty, updateProperty } from '@/lib/services/properties';
import { propertyIdParamsSchema, propertyUpdateSchema, versionFromIfMatch } from '@/lib/validation/properties';

type Context = { params: Promise<{ id: string }> };

/** GET /api/properties/{id} (id or slug): public statuses for anyone, every status for admins. */
export const GET = publicGet(
  handle(async (request: NextRequest, { params }: Context) => {
    const { id } = propertyIdParamsSchema.parse(await params);
    const admin = (await authenticate(request))?.user.role === 'admin';
    const property = admin ? await getAdminProperty(id) : await getPublicProperty(id);
    if (!property) throw new ApiError(404, PROPERTY_MESSAGES.notFound);
    return ok(property);
  }),
  { varies: true },
);

/** PUT /api/properties/{id} (admin): partial update; `version` in the body or If-Match guards it. */
export const PUT = handle(async (request: NextRequest, { params }: Context) => {
  await requireAdmin(request);
  const { id } = propertyIdParamsSchema.parse(await params);
  const input = propertyUpdateSchema.parse(await readJson(request));
  const property = await updateProperty(id, input, versionFromIfMatch(request.headers.get('if-match')));
  return ok(property, PROPERTY_MESSAGES.updated);
});

/** DELETE /api/properties/{id} (admin): the property and its stored media. */
export const DELETE = handle(async (request: NextRequest, { params }: Context) => {
  await requireAdmin(request);
  const { id } = propertyIdParamsSchema.parse(await params);
  await deleteProperty(id);
  return done(PROPERTY_MESSAGES.deleted);
});

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
