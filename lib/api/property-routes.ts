import { agentScope, isStaff } from '../auth/guard';
import { pageEnvelope } from '../openapi/schemas';
import { listAdminProperties, listPublicProperties } from '../services/properties';
import type { PropertyQuery } from '../validation/properties';
import { apiPropertySchema } from '../validation/property-response';
import { okPage } from './respond';
import type { RouteInput } from './route';

/** What anonymous callers and admins each get from a catalogue list (the OpenAPI summary adds it). */
export const LIST_NOTE =
  'Anónimos: solo estados disponible y reservado (un parámetro `status` se ignora), respuesta en caché. ' +
  'Administradores: todos los estados, `status` acepta una lista separada por comas y los alias draft, pending, published. ' +
  'Asesores: lo mismo, solo sobre sus propiedades (`agentId` es siempre el suyo).';

export const propertyPageSchema = pageEnvelope(apiPropertySchema);

/**
 * GET /api/properties and /api/properties/search: staff get every status (and may filter by it),
 * uncached, an agent only their own; anyone else gets the cached public catalogue (the route
 * drops their `status`).
 */
export async function listProperties({ caller, query }: RouteInput<'optional', undefined, PropertyQuery, undefined>) {
  if (!caller || !isStaff(caller)) {
    const page = await listPublicProperties(query);
    return okPage(page.items, page.pagination);
  }
  const agentId = agentScope(caller) ?? query.agentId;
  const page = await listAdminProperties({ ...query, agentId });
  return okPage(page.items, page.pagination);
}
