import { createNewsFromUpload } from '@/lib/api/news-upload';
import { ok, okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { FORM_RULE } from '@/lib/api/upload-routes';
import { actorOf } from '@/lib/auth/guard';
import { InvalidError } from '@/lib/domain/errors';
import { pageEnvelope, withMessage } from '@/lib/openapi/schemas';
import { createNews, listNews } from '@/lib/services/news';
import {
  NEWS_MESSAGES,
  newsCreateSchema,
  newsItemSchema,
  newsMultipartFieldsSchema,
  newsQuerySchema,
} from '@/lib/validation/news';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/news', 'Noticias', {
  GET: route(
    {
      auth: 'optional',
      summary:
        'Noticias paginadas (limit 4 por defecto). El público recibe solo publicadas, pida el estado que pida (orden por defecto publishedAt); un administrador ve todos los estados (orden por defecto createdAt).',
      query: newsQuerySchema,
      cache: 'public',
      responses: { 200: { description: 'Página de noticias', schema: pageEnvelope(newsItemSchema) } },
    },
    async ({ caller, query }) => {
      const page = await listNews(query, { admin: caller?.user.role === 'admin' });
      return okPage(page.items, page.pagination);
    },
  ),
  POST: route(
    {
      auth: 'admin',
      idempotent: true,
      summary:
        'Crear una noticia. JSON (title, description o excerpt, content, image o images, category, tags, author, status, featured...) o multipart/form-data con title, description y una imagen (máximo 5MB) en el campo images. Empieza como borrador salvo que se envíe status.',
      body: newsCreateSchema,
      multipart: {
        fileField: 'images',
        maxFiles: 1,
        fields: newsMultipartFieldsSchema,
        fileDescription: 'Una imagen (JPEG, PNG, WebP...) de máximo 5MB; se guarda re-codificada en WebP',
      },
      rules: [FORM_RULE, `multipart sin imagen ('${NEWS_MESSAGES.imageRequired}')`],
      responses: {
        201: { description: NEWS_MESSAGES.created, schema: withMessage(newsItemSchema) },
        400: {
          description: `${NEWS_MESSAGES.titleRequired} / ${NEWS_MESSAGES.titleTooLong} / ${NEWS_MESSAGES.descriptionRequired} / ${NEWS_MESSAGES.imageRequired}`,
        },
        413: {
          description: `${NEWS_MESSAGES.imageTooLarge} / El campo {nombre} es demasiado largo (una parte de texto de más de 100 KB)`,
        },
        415: { description: 'El archivo {filename} no es un tipo válido' },
      },
    },
    async ({ request, caller, body }) => {
      // The wrapper parsed a JSON body; a multipart one is the handler's to stream.
      const actor = actorOf(caller);
      const created = body ? await createNews(body, actor) : await createNewsFromUpload(request, actor);
      return ok(created, NEWS_MESSAGES.created, { status: 201 });
    },
  ),
  // DELETE /api/news/ (an empty id, docs/product-rules.md#validation).
  DELETE: route(
    {
      auth: 'admin',
      summary: 'Sin id (DELETE /api/news/): siempre 400',
      rules: ['siempre: DELETE necesita el id de la noticia en la ruta (DELETE /api/news/{id})'],
      responses: { 400: { description: NEWS_MESSAGES.invalidId } },
    },
    () => {
      throw new InvalidError(NEWS_MESSAGES.invalidId);
    },
  ),
});
