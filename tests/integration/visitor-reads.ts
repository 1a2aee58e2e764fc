import { expect } from 'vitest';

import { asAdmin } from './accounts';
import { baseURL, get } from './stack-client';

// Shared by tests/integration/cache-correctness-*.test.ts: every read is an anonymous HTTP
// request, as a visitor's, so it goes through the app's caches ('use cache' entries).

/** An anonymous page's HTML and status. */
export async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseURL()}${path}`);
  return { status: response.status, html: await response.text() };
}

/** An anonymous JSON read that must succeed. */
export async function json(path: string) {
  const response = await get(path);
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

/** The `<loc>` -> `<lastmod>` pairs of /sitemap.xml. */
export async function sitemap(): Promise<Map<string, string | null>> {
  const { status, html } = await page('/sitemap.xml');
  expect(status).toBe(200);
  const entries = new Map<string, string | null>();
  for (const [, url] of html.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1];
    if (loc) entries.set(new URL(loc).pathname, /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1] ?? null);
  }
  return entries;
}

/**
 * Whether a streamed page ended in notFound(): its not-found text is in the RSC payload of every
 * page of the segment (the boundary's fallback), so the 404 shows as the error digest the client
 * renders that fallback for.
 */
export const isNotFound = (html: string) => html.includes('NEXT_HTTP_ERROR_FALLBACK;404');

/**
 * One write checked on every view: `look` reads them all (filling the caches with the old
 * state), `was` checks that state, `write` goes through the API, then the very next `look` must
 * pass `now`, with the public total moved by `totalChange`. Returns what `write` returned.
 */
export async function writeStep<View extends { total: number }, T>(
  look: () => Promise<View>,
  {
    was,
    write,
    now,
    totalChange = 0,
  }: { was: (view: View) => void; write: () => Promise<T>; now: (view: View) => void; totalChange?: number },
): Promise<{ after: View; written: T }> {
  const before = await look();
  was(before);
  const written = await write();
  const after = await look();
  now(after);
  expect(after.total).toBe(before.total + totalChange);
  return { after, written };
}

/** An admin write through the API that must answer `status`; its `data`. */
export async function adminWrite<T>(method: string, path: string, body: unknown, status = 200): Promise<T> {
  const response = await asAdmin(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body.data as T;
}
