import mongoose from 'mongoose';
import { inject } from 'vitest';

import { ERROR_CODES } from '@/lib/domain/error-codes';

// The test stack as the integration tests reach it: its app over HTTP (global-setup.ts provides
// the address) and its database.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const baseURL = () => inject('baseURL');

// next-auth's own endpoints (app/api/auth/[...nextauth]) answer in next-auth's shapes, not ours.
const NEXT_AUTH = /^\/api\/auth\/(session|csrf|providers|signin|signout|callback|error|_log)(\/|\?|$)/;

/**
 * Every error answer of /api that these helpers see carries a code of docs/api.md's table
 * (lib/domain/error-codes.ts) beside its message: a test fails on one without, or with another.
 */
export function assertErrorCode(path: string, status: number, body: unknown): void {
  const pathname = path.replace(/^https?:\/\/[^/]+/, '');
  if (status < 400 || !/^\/api(\/|\?|$)/.test(pathname) || NEXT_AUTH.test(pathname)) return;
  if (typeof body !== 'object' || body === null || Object.keys(body).length === 0) return; // not JSON
  const { code, success } = body as { code?: unknown; success?: unknown };
  if (success === false && typeof code === 'string' && Object.hasOwn(ERROR_CODES, code)) return;
  throw new Error(`${status} from ${pathname} without a documented error code: ${JSON.stringify(body).slice(0, 300)}`);
}

/** GET a path of the running app and parse its JSON body. */
export async function getJson<T = Record<string, unknown>>(path: string) {
  const response = await fetch(`${baseURL()}${path}`);
  const body = (await response.json()) as T;
  assertErrorCode(path, response.status, body);
  return { status: response.status, headers: response.headers, body };
}

/** Connects this test process to the stack's database (the same one the app uses). */
export async function connectTestDb() {
  if (mongoose.connection.readyState !== 1) await mongoose.connect(inject('mongoUri'), { retryWrites: false });
  return mongoose;
}

/**
 * A fresh client address per call: the app counts failed logins per IP (right-most
 * X-Forwarded-For entry), and tests must not lock each other out.
 */
export function freshIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

function parsed(text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return {}; // not JSON (redirects, pages)
  }
}

type CallOptions = { token?: string; headers?: Record<string, string>; origin?: string };

/** A call from a fresh client address, redirects not followed. `origin`: another app than the stack's. */
export async function call(
  method: string,
  path: string,
  { body, token, headers = {}, origin = baseURL() }: CallOptions & { body?: unknown } = {},
) {
  const response = await fetch(`${origin}${path}`, {
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
  const answer = parsed(await response.text());
  assertErrorCode(path, response.status, answer);
  return { status: response.status, headers: response.headers, body: answer };
}

export const post = (path: string, body?: unknown, options: CallOptions = {}) =>
  call('POST', path, { body, ...options });
export const get = (path: string, options: CallOptions = {}) => call('GET', path, options);

/** A multipart POST (files under `field`, plus text fields), optionally with a bearer token. */
export async function postMultipart(
  path: string,
  {
    files = [],
    field = 'images',
    fields = {},
    token,
  }: {
    files?: Array<{ name: string; type?: string; bytes: Uint8Array }>;
    field?: string;
    fields?: Record<string, string>;
    token?: string;
  },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(
      field,
      new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const response = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const answer = parsed(await response.text());
  assertErrorCode(path, response.status, answer);
  return { status: response.status, headers: response.headers, body: answer };
}
