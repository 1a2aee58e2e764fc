import { BBOX_MESSAGES } from '../maps/bbox';
import { pageEnvelope } from '../openapi/schemas';
import { listAdminProperties, listPublicProperties } from '../services/properties';
import type { PropertyQuery } from '../validation/properties';
import { apiPropertySchema } from '../validation/property-response';
import { okPage } from './respond';
import type { RouteInput } from './route';

/** What anonymous callers and admins each get from a catalogue list (the OpenAPI summary adds it). */
export const LIST_NOTE =
  'Anónimos: solo estados disponible y reservado (un parámetro `status` se ignora), respuesta en caché. ' +
  'Administradores: todos los estados, `status` acepta una lista separada por comas y los alias draft, pending, published.';

export const propertyPageSchema = pageEnvelope(apiPropertySchema);

/** The 400s of the catalogue lists, including those a schema-valid query still gets. */
export const LIST_REFUSALS = {
  400: {
    description: `Parámetros no válidos, entre ellos minPrice mayor que maxPrice o un bbox bien escrito pero fuera de rango ('${BBOX_MESSAGES.range}') o invertido ('${BBOX_MESSAGES.inverted}')`,
  },
};

/**
 * GET /api/properties and /api/properties/search: admins get every status (and may filter by it),
 * uncached; anyone else gets the cached public catalogue (the route drops their `status`).
 */
export async function listProperties({ caller, query }: RouteInput<'optional', undefined, PropertyQuery, undefined>) {
  const page = caller?.user.role === 'admin' ? await listAdminProperties(query) : await listPublicProperties(query);
  return okPage(page.items, page.pagination);
}
