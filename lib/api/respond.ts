import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';

import type { Pagination } from '../domain/pagination';
import { ApiError, toErrorResponse } from './errors';

export function okPage<T>(items: T[], pagination: Pagination, init?: ResponseInit) {
  return NextResponse.json({ success: true, data: items, pagination }, init);
}

export function ok<T>(data: T, message?: string, init?: ResponseInit) {
  return NextResponse.json({ success: true, ...(message ? { message } : {}), data }, init);
}

/** `{success:true, message}` for calls whose answer is only a confirmation. */
export function done(message: string, init?: ResponseInit) {
  return NextResponse.json({ success: true, message }, init);
}

export function fail(error: unknown) {
  const { status, body, headers } = toErrorResponse(error);
  return NextResponse.json(body, { status, headers });
}

/** Largest JSON body each kind of endpoint reads: forms of a few fields, and admin documents. */
export const JSON_LIMITS = { small: 16 * 1024, default: 1024 * 1024 } as const;

export function bodyTooLarge(maxBytes: number): ApiError {
  const size =
    maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new ApiError(413, `El cuerpo de la solicitud es demasiado grande. Máximo ${size}.`);
}

/**
 * The request's JSON body; a missing or malformed one is the same 400. Never more than
 * `maxBytes` is read: a declared Content-Length over it is refused before reading, and a body
 * sent without one (chunked) is cut off as soon as it passes it (413 either way).
 */
export async function readJson(request: Request, maxBytes: number = JSON_LIMITS.default): Promise<unknown> {
  const text = new TextDecoder().decode(await readBody(request, maxBytes));
  if (!text.trim()) return {};
  return JSON.parse(text) as unknown;
}

/** The request's body as bytes, read once, within `maxBytes` as readJson reads it (413 past it). */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw bodyTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
}

/** Wraps a route handler so every thrown error becomes a `{success:false, message}` response. */
export function handle<Args extends unknown[]>(fn: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (error) {
      // Next's own signals (prerender bail-outs on request data, redirects) are not API errors.
      unstable_rethrow(error);
      return fail(error);
    }
  };
}
