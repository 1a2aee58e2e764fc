import { z } from 'zod';

import {
  NEWS_MESSAGES,
  newsCreateSchema,
  newsIdOrSlugSchema,
  newsIdSchema,
  newsItemSchema,
  newsMultipartFieldsSchema,
  newsQuerySchema,
  newsUpdateSchema,
} from '../../validation/news';
import type { ApiOperation } from '../registry';

const TAG = 'Noticias';
const page = z.object({
  success: z.literal(true),
  data: z.array(newsItemSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: newsItemSchema });
const confirmation = z.object({ success: z.literal(true), message: z.string() });
const byIdOrSlug = z.object({ id: newsIdOrSlugSchema.describe('ObjectId o slug de la noticia') });
const byId = z.object({ id: newsIdSchema.describe('ObjectId de la noticia') });

const admin = {
  401: { description: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.' },
  403: { description: 'No tienes permisos para realizar esta acción' },
};
const badId = { 400: { description: NEWS_MESSAGES.invalidId } };
const notFound = { 404: { description: NEWS_MESSAGES.notFound } };

export const newsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/news',
    summary:
      'Noticias paginadas (limit 4 por defecto). El público recibe solo publicadas, pida el estado que pida (orden por defecto publishedAt); un administrador ve todos los estados (orden por defecto createdAt).',
    tag: TAG,
    auth: 'optional',
    query: newsQuerySchema,
    responses: {
      200: { description: 'Página de noticias', schema: page },
      400: { description: 'Parámetro no válido' },
      401: { description: 'Token presente pero no válido' },
    },
  },
  {
    method: 'get',
    path: '/api/news/{id}',
    summary: 'Una noticia por id o slug; las no publicadas solo las ve un administrador',
    tag: TAG,
    auth: 'optional',
    params: byIdOrSlug,
    responses: {
      200: { description: 'La noticia', schema: one },
      ...badId,
      401: { description: 'Token presente pero no válido' },
      ...notFound,
    },
  },
  {
    method: 'post',
    path: '/api/news',
    summary:
      'Crear una noticia. JSON (title, description o excerpt, content, image o images, category, tags, author, status, featured...) o multipart/form-data con title, description y una imagen (máximo 5MB) en el campo images. Empieza como borrador salvo que se envíe status.',
    tag: TAG,
    auth: 'admin',
    body: newsCreateSchema,
    multipart: {
      fileField: 'images',
      maxFiles: 1,
      fields: newsMultipartFieldsSchema,
      fileDescription: 'Una imagen (JPEG, PNG, WebP...) de máximo 5MB; se guarda re-codificada en WebP',
    },
    responses: {
      201: { description: NEWS_MESSAGES.created, schema: one },
      400: {
        description: `${NEWS_MESSAGES.titleRequired} / ${NEWS_MESSAGES.titleTooLong} / ${NEWS_MESSAGES.descriptionRequired} / ${NEWS_MESSAGES.imageRequired}`,
      },
      ...admin,
      413: {
        description: `${NEWS_MESSAGES.imageTooLarge} / El campo {nombre} es demasiado largo (una parte de texto de más de 100 KB)`,
      },
      415: { description: 'El archivo {filename} no es un tipo válido' },
    },
  },
  {
    method: 'put',
    path: '/api/news/{id}',
    summary:
      'Actualizar una noticia (campos parciales). Título, categoría, contenido y nombre del autor no pueden quedar vacíos; publishedAt se fija al publicar por primera vez.',
    tag: TAG,
    auth: 'admin',
    params: byId,
    body: newsUpdateSchema,
    responses: {
      200: { description: NEWS_MESSAGES.updated, schema: one },
      400: { description: `${NEWS_MESSAGES.invalidId} / datos no válidos` },
      ...admin,
      ...notFound,
    },
  },
  {
    method: 'delete',
    path: '/api/news/{id}',
    summary: 'Eliminar una noticia y sus imágenes guardadas',
    tag: TAG,
    auth: 'admin',
    params: byId,
    responses: { 200: { description: NEWS_MESSAGES.deleted, schema: confirmation }, ...badId, ...admin, ...notFound },
  },
  {
    method: 'delete',
    path: '/api/news',
    summary: 'Sin id (DELETE /api/news/): siempre 400',
    tag: TAG,
    auth: 'admin',
    responses: { ...badId, ...admin },
  },
];
