import { ROUTE_METHODS, type RouteMethod } from '@/lib/api/methods';
import { api, route, type Declared } from '@/lib/api/route';
import { NotFoundError } from '@/lib/domain/errors';

// Any path under /api that no route.ts serves: the API's JSON 404 for every method, instead of
// the site's HTML page. Next prefers every static or dynamic route (next-auth's
// /api/auth/[...nextauth] included) over this catch-all, so it only answers what nothing else does.
const UNKNOWN_PATH = 'La ruta solicitada no existe en la API';

const unknownPath = (): Declared =>
  route({ auth: 'public', internal: true, summary: 'Ruta desconocida de la API', responses: {} }, () => {
    throw new NotFoundError(UNKNOWN_PATH);
  });

const methods = api(
  '/api/{...path}',
  'Sistema',
  Object.fromEntries(ROUTE_METHODS.map((method) => [method, unknownPath()])) as Record<RouteMethod, Declared>,
);

export const { GET, POST, PUT, PATCH, DELETE } = methods;
// Not even OPTIONS lists methods here: nothing lives at this path (scripts/serve.mjs then gives
// the methods it refuses the pages' `Allow`).
export const OPTIONS = methods.GET;
