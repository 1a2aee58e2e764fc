import { NextResponse } from 'next/server';

import { NO_CACHE } from './cache-control';

/** The methods a route.ts may declare besides HEAD and OPTIONS, which follow from them. */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

export const METHOD_NOT_ALLOWED = 'Método no permitido';

/** The 405 answer, in the API's error shape, with the route's `Allow` (RFC 9110 requires it). */
export function methodNotAllowed(allow: string): Response {
  return NextResponse.json(
    { success: false, message: METHOD_NOT_ALLOWED, code: 'method_not_allowed' },
    { status: 405, headers: { Allow: allow, 'Cache-Control': NO_CACHE } },
  );
}

/** `Allow` for a route that implements `methods`: HEAD comes with GET, OPTIONS always. */
export function allowHeader(methods: readonly string[]): string {
  const allow = new Set([...methods, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  return [...allow].sort().join(', ');
}
