import { createHmac, timingSafeEqual } from 'node:crypto';

import { authSecrets } from './secrets';

// The link of a selection sent to a client (/seleccion/{token}): the selection's id and an HMAC
// of it and its expiry with the app's secret, so a link cannot be guessed from an id nor
// stretched past its expiry. The selection itself is in the database (models/cruce.ts). No dot
// between them: proxy.ts skips paths that look like file names, and the page's 404 is its work.

const sign = (id: string, expiresAt: Date) =>
  createHmac('sha256', authSecrets().jwt).update(`seleccion:${id}:${expiresAt.getTime()}`).digest('base64url');

export function selectionToken(id: string, expiresAt: Date): string {
  return `${id}${sign(id, expiresAt)}`;
}

/** The selection id a token names, before its signature is checked (null when malformed). */
export function selectionIdOf(token: string): string | null {
  const match = /^([a-f\d]{24})[\w-]{43}$/i.exec(token);
  return match ? match[1].toLowerCase() : null;
}

/** Whether `token` is the signed link of selection `id` expiring at `expiresAt`. */
export function verifySelectionToken(token: string, id: string, expiresAt: Date): boolean {
  const expected = Buffer.from(selectionToken(id, expiresAt));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
