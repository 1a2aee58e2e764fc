import { ADMIN, call, loginTokens, newUser } from './auth-helpers';
import { baseURL } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let adminAccess: Promise<string> | null = null;
let userAccess: Promise<string> | null = null;

/** A bearer access token of the stack's admin (one login per test file; tokens last 15 min). */
export function adminToken(): Promise<string> {
  adminAccess ??= loginTokens(ADMIN.email, ADMIN.password).then((t) => t.accessToken);
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
  const text = await response.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body };
}
