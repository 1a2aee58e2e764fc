import { z } from 'zod';

import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { NotFoundError } from '@/lib/domain/errors';
import { doneSchema, okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { deleteNews, getNews, updateNews } from '@/lib/services/news';
import {
  NEWS_MESSAGES,
  newsIdOrSlugSchema,
  newsIdSchema,
  newsItemSchema,
  newsUpdateSchema,
} from '@/lib/validation/news';

const byIdOrSlug = z.object({ id: newsIdOrSlugSchema.describe('ObjectId o slug de la noticia') });
const byId = z.object({ id: newsIdSchema.describe('ObjectId de la noticia') });
const badId = { 400: { description: NEWS_MESSAGES.invalidId } };
const notFound = { 404: { description: NEWS_MESSAGES.notFound } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/news/{id}', 'Noticias', {
  GET: route(
    {
      auth: 'optional',
      summary: 'Una noticia por id o slug; las no publicadas solo las ve un administrador',
      params: byIdOrSlug,
      cache: 'public',
      responses: { 200: { description: 'La noticia', schema: okEnvelope(newsItemSchema) }, ...badId, ...notFound },
    },
    async ({ caller, params }) => {
      const item = await getNews(params.id, { admin: caller?.user.role === 'admin' });
      if (!item) throw new NotFoundError(NEWS_MESSAGES.notFound);
      return ok(item);
    },
  ),
  PUT: route(
    {
      auth: 'admin',
      summary:
        'Actualizar una noticia (campos parciales). Título, categoría, contenido y nombre del autor no pueden quedar vacíos; publishedAt se fija al publicar por primera vez.',
      params: byId,
      body: newsUpdateSchema,
      responses: {
        200: { description: NEWS_MESSAGES.updated, schema: withMessage(newsItemSchema) },
        400: { description: `${NEWS_MESSAGES.invalidId} / datos no válidos` },
        ...notFound,
      },
    },
    async ({ caller, params, body }) => ok(await updateNews(params.id, body, actorOf(caller)), NEWS_MESSAGES.updated),
  ),
  DELETE: route(
    {
      auth: 'admin',
      summary: 'Eliminar una noticia y sus imágenes guardadas',
      params: byId,
      responses: { 200: { description: NEWS_MESSAGES.deleted, schema: doneSchema }, ...badId, ...notFound },
    },
    async ({ caller, params }) => {
      await deleteNews(params.id, actorOf(caller));
      return done(NEWS_MESSAGES.deleted);
    },
  ),
});
