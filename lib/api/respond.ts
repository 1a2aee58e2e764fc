import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';
import type { Pagination } from '../services/pagination';
import { toErrorResponse } from './errors';

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

/** The request's JSON body; a missing or malformed one is the same 400. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  return JSON.parse(text) as unknown;
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
