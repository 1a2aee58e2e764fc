import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { PROPERTY_CODE_MESSAGES } from '@/lib/domain/property-code';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { asAdmin } from './accounts';
import { createViaApi, token } from './property-data';
import { baseURL, connectTestDb } from './stack-client';

const minimal = () => ({ title: `Apartamento con código ${token()}`, type: 'apartamento', operation: 'venta' });
const codeNumber = (code: string) => Number(/^IB-(\d+)$/.exec(code)?.[1] ?? NaN);

beforeAll(() => connectTestDb());
afterAll(() => disconnectDb());

describe('reference codes', () => {
  it('every property stored before codes existed got one when the server started (the migration)', async () => {
    // The seed writes the demo properties without codes; the server gave them codes on start.
    const rows = await Property.find({}).select('code').lean();
    expect(rows.length).toBeGreaterThan(10);
    const codes = rows.map((row) => row.code).filter(Boolean) as string[];
    expect(codes.length).toBe(rows.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('a new property without a code gets the next one; a typed code is kept, normalised and moves the sequence', async () => {
    const first = await createViaApi(minimal());
    const second = await createViaApi(minimal());
    expect(first.code).toMatch(/^IB-\d{4,}$/);
    expect(codeNumber(second.code)).toBe(codeNumber(first.code) + 1);

    const typed = `IB-${codeNumber(second.code) + 50}`;
    const own = await createViaApi({ ...minimal(), code: ` ${typed.toLowerCase()} ` });
    expect(own.code).toBe(typed);
    const after = await createViaApi(minimal());
    expect(codeNumber(after.code)).toBe(codeNumber(typed) + 1);
  });

  it('a code in use is a 409 on create and on edit, and changes nothing', async () => {
    const a = await createViaApi(minimal());
    const b = await createViaApi({ ...minimal(), code: `CASA-${token().toUpperCase()}` });
    expect(await asAdmin('POST', '/api/properties', { ...minimal(), code: a.code })).toMatchObject({
      status: 409,
      body: { success: false, message: PROPERTY_CODE_MESSAGES.taken },
    });
    expect(await asAdmin('PUT', `/api/properties/${b._id}`, { code: a.code })).toMatchObject({
      status: 409,
      body: { message: PROPERTY_CODE_MESSAGES.taken },
    });
    expect((await Property.findById(b._id).lean())?.code).toBe(b.code);
    expect(await asAdmin('PUT', `/api/properties/${b._id}`, { code: 'no válido' })).toMatchObject({
      status: 400,
      body: { message: PROPERTY_CODE_MESSAGES.invalid },
    });
  });

  it('is editable, and the admin finds a property by it; the public page shows it', async () => {
    const p = await createViaApi({ ...minimal(), status: 'disponible' });
    const renamed = `REF-${token().toUpperCase()}`;
    const edited = await asAdmin('PUT', `/api/properties/${p._id}`, { code: renamed });
    expect(edited).toMatchObject({ status: 200, body: { data: { code: renamed } } });
    const found = await asAdmin('GET', `/api/properties?search=${renamed.toLowerCase()}&limit=5`);
    expect((found.body.data as ApiProperty[]).map((row) => row._id)).toEqual([p._id]);
    const page = await fetch(`${baseURL()}/property/${p._id}`);
    expect(await page.text()).toContain(renamed);
  });
});
