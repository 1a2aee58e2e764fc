import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { inject } from 'vitest';

import { withLocalAuthSecrets } from '../../scripts/lib/auth-secrets.mjs';
import { baseURL } from './helpers';

export const ADMIN = { email: 'admin@test.local', password: 'Test-Admin-2026!' };
export const PASSWORD = 'Clave-Segura-2026';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A fresh client address per call: the app counts failed logins per IP (right-most
 * X-Forwarded-For entry), and tests must not lock each other out.
 */
export function freshIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

export async function call(
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-forwarded-for': freshIp(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // not JSON (redirects, pages)
  }
  return { status: response.status, headers: response.headers, body: json };
}

export const post = (
  path: string,
  body?: unknown,
  options: { token?: string; headers?: Record<string, string> } = {},
) => call('POST', path, { body, ...options });
export const get = (path: string, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call('GET', path, options);

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

export async function loginTokens(email: string, password: string) {
  const response = await post('/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.tokens as { accessToken: string; refreshToken: string };
}

/**
 * Signs in through next-auth's Credentials flow, as the browser does; returns its Set-Cookie line
 * (`__Secure-` prefixed when the app runs behind https). `origin`: another app than the stack's.
 */
export async function sessionSetCookie(email: string, password: string, origin = baseURL()): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar.join('; '),
      'x-forwarded-for': freshIp(),
    },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  const session = response.headers.getSetCookie().find((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));
  if (!session) throw new Error(`next-auth sign-in failed: ${response.status} ${await response.text()}`);
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
