import { API_OPERATIONS } from '../openapi';
import type { ApiOperation } from '../openapi/registry';

/** A documented path template as a matcher, with the methods its route handler exports. */
function routes(operations: readonly ApiOperation[]) {
  const byPath = new Map<string, Set<string>>();
  for (const op of operations) byPath.set(op.path, (byPath.get(op.path) ?? new Set()).add(op.method.toUpperCase()));
  return [...byPath]
    .map(([template, methods]) => {
      if (methods.has('GET')) methods.add('HEAD');
      methods.add('OPTIONS'); // Next answers OPTIONS for every route handler
      const pattern = template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+');
      return { template, dynamic: template.includes('{'), matcher: new RegExp(`^${pattern}$`), methods: [...methods].sort() };
    })
    .sort((a, b) => Number(a.dynamic) - Number(b.dynamic)); // static segments win, as in Next's router
}

const ROUTES = routes(API_OPERATIONS);

/** The methods the /api contract allows on `pathname` (for an `Allow` header), or null when it is not a documented path. */
export function allowedMethods(pathname: string): string[] | null {
  return ROUTES.find((route) => route.matcher.test(pathname))?.methods ?? null;
}
