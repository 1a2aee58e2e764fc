import { NextResponse } from 'next/server';

import { NO_CACHE } from './cache-control';

// Next answers a method a route.ts does not export with a bare 405 without `Allow` (RFC 9110
// requires one), and its automatic OPTIONS would list every method once the 405 handlers below
// are exported. So each route.ts exports, for the methods it lacks, handlers made here from the
// ones it has: `export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });`.
// HEAD stays Next's: GET's answer without the body (our 405 when the route has no GET).
// TRACE and methods Next does not know never reach a route.ts: lib/http/refuse-methods.ts.

/** The methods a route.ts may export besides HEAD and OPTIONS, which follow from them. */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

export const METHOD_NOT_ALLOWED = 'Método no permitido';

/** `Allow` for a route that implements `methods`: HEAD comes with GET, OPTIONS always. */
export function allowHeader(methods: readonly string[]): string {
  const allow = new Set([...methods, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  return [...allow].sort().join(', ');
}

/** The 405 answer, in the API's error shape. */
export function methodNotAllowed(allow: string): Response {
  return NextResponse.json(
    { success: false, message: METHOD_NOT_ALLOWED },
    { status: 405, headers: { Allow: allow, 'Cache-Control': NO_CACHE } },
  );
}

type Answer = () => Response;
type Missing<Implemented> = Exclude<RouteMethod, keyof Implemented>;

/**
 * The 405 handlers of the methods missing from `implemented` and an OPTIONS (204) that lists only
 * the implemented ones. Destructuring a method the route has is a type error.
 */
export function otherMethods<const Implemented extends Partial<Record<RouteMethod, unknown>>>(
  implemented: Implemented,
): Record<Missing<Implemented> | 'OPTIONS', Answer> {
  const has = ROUTE_METHODS.filter((method) => implemented[method] !== undefined);
  const allow = allowHeader(has);
  const refuse: Answer = () => methodNotAllowed(allow);
  const handlers: Record<string, Answer> = {
    OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow } }),
  };
  for (const method of ROUTE_METHODS) if (!has.includes(method)) handlers[method] = refuse;
  return handlers as Record<Missing<Implemented> | 'OPTIONS', Answer>;
}
