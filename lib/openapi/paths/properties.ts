import { z } from 'zod';

import {
  featuredQuerySchema,
  propertyCreateSchema,
  propertyIdParamsSchema,
  propertyListQuerySchema,
  propertySearchQuerySchema,
  propertyUpdateSchema,
} from '../../validation/properties';
import { apiPropertySchema, propertyStatsSchema, propertyViewsSchema } from '../../validation/property-response';
import type { ApiOperation } from '../registry';

const tag = 'Propiedades';

const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
const page = z.object({ success: z.literal(true), data: z.array(apiPropertySchema), pagination });
const one = (message?: string) =>
  z.object({ success: z.literal(true), ...(message ? { message: z.literal(message) } : {}), data: apiPropertySchema });
const done = (message: string) => z.object({ success: z.literal(true), message: z.literal(message) });

const invalid = { 400: { description: 'Parámetros no válidos (mensaje en español y `errors` por campo)' } };
const badId = { 400: { description: "'ID de propiedad no válido' o parámetros no válidos" } };
const badToken = { 401: { description: 'Token presente pero no válido o vencido' } };
const adminOnly = {
  401: { description: "'No hay token de autenticación. Por favor, inicia sesión nuevamente.'" },
  403: { description: "'No tienes permisos para realizar esta acción'" },
};
const notFound = { 404: { description: "'Propiedad no encontrada'" } };

const listNote =
  'Anónimos: solo estados disponible y reservado (un parámetro `status` se ignora), respuesta en caché. ' +
  'Administradores: todos los estados, `status` acepta una lista separada por comas y los alias draft, pending, published.';

// A save whose city or locality is deleted meanwhile is refused or taken back (lib/services/locations/deletion.ts).
const GONE =
  "'La ciudad seleccionada ya no existe' / 'La localidad seleccionada ya no existe' (se eliminó mientras se guardaba)";

/** The properties part of the /api contract (SPEC §7, DESIGN.md §5). */
export const propertiesOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/properties',
    summary: `Lista paginada y filtrada de propiedades. ${listNote}`,
    tag,
    auth: 'optional',
    query: propertyListQuerySchema,
    responses: { 200: { description: 'Una página de propiedades', schema: page }, ...invalid, ...badToken },
  },
  {
    method: 'post',
    path: '/api/properties',
    summary: "Crea una propiedad con los valores por defecto de SPEC §5; empieza como 'borrador' salvo otro estado.",
    tag,
    auth: 'admin',
    body: propertyCreateSchema,
    responses: {
      201: { description: "'Propiedad creada exitosamente'", schema: one('Propiedad creada exitosamente') },
      400: { description: 'Cuerpo no válido, o código de ciudad o localidad inexistente' },
      ...adminOnly,
      409: { description: GONE },
    },
  },
  {
    method: 'get',
    path: '/api/properties/search',
    summary: `Búsqueda: los filtros de la lista más yearBuilt, minArea, maxArea, amenities (todas) y propertyId (id o slug). ${listNote}`,
    tag,
    auth: 'optional',
    query: propertySearchQuerySchema,
    responses: { 200: { description: 'Una página de propiedades', schema: page }, ...invalid, ...badToken },
  },
  {
    method: 'get',
    path: '/api/properties/featured',
    summary: 'Propiedades destacadas publicadas, por prioridad (en caché).',
    tag,
    auth: 'public',
    query: featuredQuerySchema,
    responses: {
      200: {
        description: 'Destacadas',
        schema: z.object({ success: z.literal(true), data: z.array(apiPropertySchema) }),
      },
      ...invalid,
    },
  },
  {
    method: 'get',
    path: '/api/properties/stats',
    summary:
      'Cifras del catálogo: sobre las propiedades públicas para anónimos (en caché), sobre todas para administradores.',
    tag,
    auth: 'optional',
    responses: {
      200: { description: 'Cifras', schema: z.object({ success: z.literal(true), data: propertyStatsSchema }) },
      ...badToken,
    },
  },
  {
    method: 'get',
    path: '/api/properties/{id}',
    summary:
      'Una propiedad por id o slug. El público ve disponible, reservado, vendido y arrendado; los administradores, todas.',
    tag,
    auth: 'optional',
    params: propertyIdParamsSchema,
    responses: { 200: { description: 'La propiedad', schema: one() }, ...badId, ...badToken, ...notFound },
  },
  {
    method: 'put',
    path: '/api/properties/{id}',
    summary:
      'Actualiza solo los campos enviados (sin estado, conserva el guardado). Con `version` en el cuerpo o la cabecera If-Match, una versión vieja responde 409 y no cambia nada.',
    tag,
    auth: 'admin',
    params: propertyIdParamsSchema,
    body: propertyUpdateSchema,
    responses: {
      200: { description: "'Propiedad actualizada exitosamente'", schema: one('Propiedad actualizada exitosamente') },
      ...badId,
      ...adminOnly,
      ...notFound,
      409: {
        description: `'La propiedad fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.' / ${GONE}`,
      },
    },
  },
  {
    method: 'delete',
    path: '/api/properties/{id}',
    summary: 'Elimina la propiedad y sus imágenes y videos almacenados.',
    tag,
    auth: 'admin',
    params: propertyIdParamsSchema,
    responses: {
      200: { description: "'Propiedad eliminada exitosamente'", schema: done('Propiedad eliminada exitosamente') },
      ...badId,
      ...adminOnly,
      ...notFound,
    },
  },
  {
    method: 'post',
    path: '/api/properties/{id}/view',
    summary: 'Cuenta una visita (incremento atómico, sin autenticación, sin cuerpo). No expira las cachés.',
    tag,
    auth: 'public',
    params: propertyIdParamsSchema,
    responses: {
      200: {
        description: 'Visitas acumuladas',
        schema: z.object({ success: z.literal(true), data: propertyViewsSchema }),
      },
      ...badId,
      ...notFound,
    },
  },
];
