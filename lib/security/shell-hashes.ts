import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { inlineScriptHashes } from './inline-scripts';

// The inline-script hashes of the prerendered shell a page request is answered from (proxy.ts).
// `next start` serves a shell's bytes exactly as `next build` wrote them, so the hashes are read
// from .next once per route and kept for the life of the process (a new build means a restart).

interface RoutesManifest {
  staticRoutes: Array<{ page: string }>;
  dynamicRoutes: Array<{ page: string; regex: string }>;
}

interface RouteTable {
  static: Set<string>;
  dynamic: Array<{ page: string; regex: RegExp }>;
}

const NOT_FOUND = '/_not-found';
const distDir = () => path.join(process.cwd(), '.next');

let table: Promise<RouteTable> | undefined;
const hashesByPage = new Map<string, Promise<string[]>>();

async function routeTable(): Promise<RouteTable> {
  const manifest = JSON.parse(await readFile(path.join(distDir(), 'routes-manifest.json'), 'utf8')) as RoutesManifest;
  return {
    static: new Set(manifest.staticRoutes.map((r) => r.page)),
    // Next's own order and patterns, so a path resolves to the route Next renders it with.
    dynamic: manifest.dynamicRoutes.map((r) => ({ page: r.page, regex: new RegExp(r.regex) })),
  };
}

/** The route (page) of a request path, as Next matches it; unknown paths render /_not-found. */
export function routeOf(pathname: string, routes: RouteTable): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (routes.static.has(trimmed)) return trimmed;
  return routes.dynamic.find((r) => r.regex.test(pathname))?.page ?? NOT_FOUND;
}

async function readShellHashes(page: string): Promise<string[]> {
  const file = path.join(distDir(), 'server', 'app', `${page === '/' ? '/index' : page}.html`);
  try {
    return inlineScriptHashes(await readFile(file, 'utf8'));
  } catch (error) {
    // A route rendered whole per request has no shell: every script it sends carries the nonce.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** sha256 (base64) of the inline scripts of the shell that answers `pathname`. */
export async function shellScriptHashes(pathname: string): Promise<string[]> {
  table ??= routeTable();
  const page = routeOf(
    pathname,
    await table.catch((error) => {
      table = undefined;
      throw error;
    }),
  );
  let hashes = hashesByPage.get(page);
  if (!hashes) {
    hashes = readShellHashes(page);
    hashesByPage.set(page, hashes);
    hashes.catch(() => hashesByPage.delete(page));
  }
  return hashes;
}
