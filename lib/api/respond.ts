import { NextResponse } from 'next/server';
import type { Pagination } from '../services/pagination';
import { toErrorResponse } from './errors';

export function okPage<T>(items: T[], pagination: Pagination, init?: ResponseInit) {
  return NextResponse.json({ success: true, data: items, pagination }, init);
}

export function fail(error: unknown) {
  const { status, body } = toErrorResponse(error);
  return NextResponse.json(body, { status });
}

/** Wraps a route handler so every thrown error becomes a `{success:false, message}` response. */
export function handle<Args extends unknown[]>(fn: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (error) {
      return fail(error);
    }
  };
}
