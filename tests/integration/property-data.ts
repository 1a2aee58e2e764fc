import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import { trusted } from '@/lib/db';
import { LISTED_STATUSES } from '@/lib/domain/property';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { testUploadDir } from '../../scripts/lib/stack.mjs';
import { asAdmin } from './accounts';
import { get } from './stack-client';

export type ListBody = {
  success: boolean;
  message?: string;
  data: ApiProperty[];
  pagination: { page: number; limit: number; total: number; pages: number };
};

/** Where the test stack's app stores and serves `/uploads/...` (scripts/lib/stack.mjs). */
export const UPLOAD_DIR = testUploadDir();

/** A short unique word for titles, so a search finds exactly the rows one test made. */
export const token = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** Every item of a list endpoint, walking its pages (limit 100). */
export async function allPages(pathAndQuery: string, options: { token?: string } = {}): Promise<ApiProperty[]> {
  const items: ApiProperty[] = [];
  const join = pathAndQuery.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const { status, body } = await get(`${pathAndQuery}${join}page=${page}&limit=100`, options);
    expect(status, JSON.stringify(body)).toBe(200);
    const list = body as ListBody;
    items.push(...list.data);
    if (page >= list.pagination.pages) {
      expect(items).toHaveLength(list.pagination.total);
      return items;
    }
  }
}

export type Row = Awaited<ReturnType<typeof storedRows>>[number];

/** The stored rows (all, or of the listed statuses), read straight from the database. */
export async function storedRows(scope: 'listed' | 'all' = 'listed') {
  const filter = scope === 'listed' ? { status: trusted({ $in: [...LISTED_STATUSES] }) } : {};
  return Property.find(filter).select('+searchText').lean();
}

/** The API answered exactly the stored rows that satisfy `predicate` (nothing more, nothing missing). */
export function expectSameIds(items: ApiProperty[], rows: Row[], predicate: (row: Row) => boolean) {
  const expected = rows
    .filter(predicate)
    .map((r) => r._id.toString())
    .sort();
  expect(expected.length, 'the condition should select some rows').toBeGreaterThan(0);
  expect(items.map((p) => p._id).sort()).toEqual(expected);
}

/** Creates a property through the API as the admin and returns it. */
export async function createViaApi(body: Record<string, unknown>): Promise<ApiProperty> {
  const response = await asAdmin('POST', '/api/properties', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as ApiProperty;
}
