import { agentScope, isStaff } from '../auth/guard';
import { LOCATION_MESSAGES } from '../domain/locations';
import { DEPOSIT_RULE } from '../domain/rental';
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

const STATUS_RULE =
  "(administradores) un `status` que no es un estado ni uno de los alias draft, pending, published ('Estado no válido')";

/** What the map's filters may break that their schema cannot state (the OpenAPI 400). */
export const MAP_RULES = [
  "minPrice mayor que maxPrice ('El precio mínimo no puede ser mayor que el máximo')",
  `un bbox bien escrito pero fuera de rango ('${BBOX_MESSAGES.range}') o invertido ('${BBOX_MESSAGES.inverted}')`,
];
/** The same for a list or search query, which admins may also filter by status. */
export const LIST_RULES = [...MAP_RULES, STATUS_RULE];
export const SEARCH_RULES = [
  ...LIST_RULES,
  "minArea mayor que maxArea ('El área mínima no puede ser mayor que la máxima')",
  "amenities con más de 20 comodidades o una de más de 60 caracteres ('Máximo 20 comodidades', 'Comodidad no válida')",
];

/** What a property body may break that its schema cannot state (POST and PUT). */
export const BODY_RULES = [
  "un cityCode o localityCode que no existe o está archivado, o una localidad de otra ciudad ('La localidad seleccionada no existe')",
  `un departmentCode que no existe ('${LOCATION_MESSAGES.unknownDepartmentCode}'), o un state, city o locality sin su código que no nombra ningún lugar de las tablas, comparado sin mayúsculas, tildes ni puntuación ('${LOCATION_MESSAGES.unknownCity('…')}')`,
  "una URL de imagen, video o foto que no es de /uploads ni https ('URL de imagen no válida')",
  DEPOSIT_RULE,
];
