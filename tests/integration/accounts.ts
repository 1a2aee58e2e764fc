import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { inject } from 'vitest';

import { withLocalAuthSecrets } from '../../scripts/lib/auth-secrets.mjs';
import { baseURL, call, post } from './stack-client';

// Accounts of the test stack: its admin (scripts/lib/stack.mjs seeds it), new users, their
// bearer tokens and browser sessions.

export const ADMIN = { email: 'admin@test.local', password: 'Test-Admin-2026!' };
export const PASSWORD = 'Clave-Segura-2026';

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@correo.test`;
}

/** Registers a new `user` account and returns its e-mail, password and first tokens. */
export async function newUser(tag = 'usuario') {
  const email = uniqueEmail(tag);
  const response = await post('/api/auth/register', {
    name: 'Laura Gómez',
    email,
    password: PASSWORD,
    acceptPrivacy: true,
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    email,
    password: PASSWORD,
    id: response.body.data.user.id as string,
    tokens: response.body.data.tokens as { accessToken: string; refreshToken: string },
  };
}

/** POST /api/auth/login; `origin`: another app than the stack's (own database or process). */
export async function loginTokens(email: string, password: string, origin = baseURL()) {
  const response = await post('/api/auth/login', { email, password }, { origin });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.tokens as { accessToken: string; refreshToken: string };
}

/** A bearer access token of the stack's admin from `origin` (another app on the same accounts). */
export async function adminTokenAt(origin: string): Promise<string> {
  return (await loginTokens(ADMIN.email, ADMIN.password, origin)).accessToken;
}

let adminAccess: Promise<string> | null = null;
let userAccess: Promise<string> | null = null;

/** A bearer access token of the stack's admin (one login per test file; tokens last 15 min). */
export function adminToken(): Promise<string> {
  adminAccess ??= adminTokenAt(baseURL());
  return adminAccess;
}

/** A bearer access token of a fresh regular user. */
export function userToken(): Promise<string> {
  userAccess ??= newUser('lector').then((u) => u.tokens.accessToken);
  return userAccess;
}

/** A JSON call as the admin. */
export async function asAdmin(method: string, path: string, body?: unknown) {
  return call(method, path, { body, token: await adminToken() });
}

/**
 * Signs in through next-auth's Credentials flow, as the browser does; returns its Set-Cookie line
 * (`__Secure-` prefixed when the app runs behind https). `origin`: another app than the stack's.
 */
export async function sessionSetCookie(email: string, password: string, origin = baseURL()): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const response = await call('POST', '/api/auth/callback/credentials', {
    origin,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }).toString(),
  });
  const session = response.headers.getSetCookie().find((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));
  if (!session) throw new Error(`next-auth sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return session;
}

/** The Cookie header of a fresh browser session. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  return (await sessionSetCookie(email, password)).split(';')[0];
}

/** The secrets the test stack's app signs with (same source as scripts/lib/stack.mjs). */
export function appSecrets(): { NEXTAUTH_SECRET: string; AUTH_JWT_SECRET: string } {
  return withLocalAuthSecrets({ ...process.env }) as unknown as { NEXTAUTH_SECRET: string; AUTH_JWT_SECRET: string };
}

/** The last password-reset link the app wrote to its log for this address. */
export async function resetLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const log = await readFile(inject('appLog'), 'utf8');
    const blocks = log.split('[mail] Para: ').filter((block) => block.startsWith(`${email}\n`));
    const link = blocks.at(-1)?.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset link for ${email} in the app log`);
}
