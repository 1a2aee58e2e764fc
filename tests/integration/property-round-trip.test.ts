import { beforeAll, describe, expect, it } from 'vitest';

import {
  emptyForm,
  toFormValues,
  toRequestBody,
  validateForm,
  type PropertyFormValues,
} from '@/components/admin/properties/form-mapper';
import { decodeCsv, parseCsv } from '@/lib/csv-read';
import { IMPORT_MESSAGES } from '@/lib/domain/imports';
import { LOCATION_MESSAGES } from '@/lib/domain/locations';
import type { ApiProperty } from '@/lib/validation/property-response';

import { baseURL, call } from './stack-client';
import { invite, tokenOf } from './staff';

// Every listing's round trip (docs/import-export.md#places): one new agent creates listings
// through the admin form's requests, through the API with place names written as people write
// them, and through the import; the export of them all, imported back, changes nothing. A place
// no table holds is the same 400, with the same message, on the API and on the import.

type Place = { code: string; name: string };
type ImportRow = { row: number; action: string; code: string; errors: Array<{ column: string; message: string }> };
type ImportAnswer = { _id: string; rows: Array<ImportRow & { changes: string[] }>; summary: Record<string, unknown> };

const run = Date.now().toString(36).toUpperCase();
const code = (n: string) => `RT${run}-${n}`;
let agent: string;
/** A listing of the first test, which the second one tries to move to unknown places. */
let moved: ApiProperty;

async function send(csv: string): Promise<ImportAnswer> {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'inventario.csv');
  const response = await fetch(`${baseURL()}/api/imports`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${agent}` },
  });
  const body = (await response.json()) as { data: ImportAnswer };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const commit = (id: string) => call('POST', `/api/imports/${id}/commit`, { token: agent });

async function create(body: Record<string, unknown>): Promise<ApiProperty> {
  const answer = await call('POST', '/api/properties', { token: agent, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as ApiProperty;
}

async function update(id: string, body: Record<string, unknown>): Promise<ApiProperty> {
  const answer = await call('PUT', `/api/properties/${id}`, { token: agent, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as ApiProperty;
}

const listOf = async (path: string) => (await call('GET', path)).body.data as Place[];
const named = (places: Place[], name: string) => places.find((place) => place.name === name)!;

/** What the admin form sends for a new listing, its places picked from the lists it shows. */
async function formValues(n: string, department: string, city: string, locality: string): Promise<PropertyFormValues> {
  const dep = named(await listOf('/api/departments'), department);
  const town = named(await listOf(`/api/cities?departmentCode=${dep.code}`), city);
  const area = named(await listOf(`/api/localities?cityCode=${town.code}`), locality);
  const values: PropertyFormValues = {
    ...emptyForm(),
    code: code(n),
    title: `Apartamento del formulario ${n}`,
    description: 'Creado con lo que envía el formulario del panel.',
    price: '450000000',
    type: 'apartamento',
    operation: 'venta',
    department: dep.name,
    departmentCode: dep.code,
    city: town.name,
    cityCode: town.code,
    locality: area.name,
    localityCode: area.code,
    streetName: '85',
    number: '11-53',
    area: '72',
    yearBuilt: '2015',
    agentId: null, // an agent's own form assigns nobody else
  };
  expect(validateForm(values)).toEqual({});
  return values;
}

const draft = (n: string, location: Record<string, string>) => ({
  code: code(n),
  title: `Casa de la API ${n}`,
  type: 'casa',
  operation: 'venta',
  price: 600_000_000,
  location,
});

beforeAll(async () => {
  agent = await tokenOf(await invite('agent', 'ida-vuelta', 'Mariana Ida Vuelta'));
});

describe("every listing's round trip", () => {
  it('creates through the form, the API and the import; the export imports back unchanged', async () => {
    // The admin form: places by DANE code (with their names), a create and then an edit.
    const fromForm = await create(toRequestBody(await formValues('F1', 'Bogotá, D.C.', 'Bogotá, D.C.', 'Chapinero')));
    const edited = { ...toFormValues(fromForm), title: 'Apartamento del formulario F1, editado', agentId: null };
    expect((await update(fromForm._id, toRequestBody(edited))).title).toBe(edited.title);
    await create(toRequestBody(await formValues('F2', 'Cundinamarca', 'Chía', 'Chía Centro')));

    // The API with names as people write them: stored with the tables' names and DANE codes.
    const bogota = { state: 'Bogotá, D.C.', departmentCode: '11', city: 'Bogotá, D.C.', cityCode: '11001' };
    const a1 = await create(draft('A1', { state: 'Bogotá D.C.', city: 'bogota dc', locality: 'CHAPINERO' }));
    expect(a1.location).toMatchObject({ ...bogota, locality: 'Chapinero', localityCode: '1100102' });
    const a2 = await create(draft('A2', { state: 'CUNDINAMARCA', city: 'chia' }));
    moved = a2;
    expect(a2.location).toMatchObject({ state: 'Cundinamarca', departmentCode: '25', city: 'Chía', cityCode: '25175' });
    const a3 = await create(draft('A3', { state: 'bogota dc' }));
    expect(a3.location).toMatchObject({ state: 'Bogotá, D.C.', departmentCode: '11', city: '', locality: '' });
    // A city named under another department (as many write Bogotá) brings its own.
    const a4 = await create(draft('A4', { state: 'Cundinamarca', city: 'Bogotá', locality: 'usaquen' }));
    expect(a4.location).toMatchObject({ ...bogota, locality: 'Usaquén', localityCode: '1100101' });
    const a5 = await create(draft('A5', { city: 'BOGOTÁ, D.C.', locality: 'santa fe' }));
    expect(a5.location).toMatchObject({ ...bogota, locality: 'Santa Fe', localityCode: '1100103' });
    // PUT by name: a locality alone is looked for in the stored city; a new city drops the old locality.
    expect((await update(a1._id, { location: { locality: 'la candelaria' } })).location).toMatchObject({
      ...bogota,
      locality: 'La Candelaria',
      localityCode: '1100117',
    });
    expect((await update(a5._id, { location: { city: 'ZIPAQUIRA' } })).location).toMatchObject({
      state: 'Cundinamarca',
      departmentCode: '25',
      city: 'Zipaquirá',
      cityCode: '25899',
      locality: '',
      localityCode: '',
    });

    // The import, with the same kind of names and DANE codes.
    const csv = [
      'code,title,type,operation,departamento,ciudad,localidad',
      `${code('I1')},Importada uno,apartamento,venta,Bogotá D.C.,bogota dc,usaquén`,
      `${code('I2')},Importada dos,casa,arriendo,CUNDINAMARCA,Cajica,`,
      `${code('I3')},Importada tres,casa,venta,Cundinamarca,Bogotá,KENNEDY`,
      `${code('I4')},Importada cuatro,oficina,venta,,11001,1100104`,
    ].join('\r\n');
    const first = await send(csv);
    expect(first.rows.map((r) => [r.action, r.errors])).toEqual(Array(4).fill(['create', []]));
    expect((await commit(first._id)).status).toBe(200);

    // Everything the agent has, exported, then imported back: every row unchanged.
    const exported = await fetch(`${baseURL()}/api/properties/export?format=csv`, {
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const [header, ...records] = parseCsv(decodeCsv(bytes).text);
    const codes = ['F1', 'F2', 'A1', 'A2', 'A3', 'A4', 'A5', 'I1', 'I2', 'I3', 'I4'].map(code);
    expect(records.map((r) => r[header.indexOf('code')]).sort()).toEqual([...codes].sort());
    const departments = new Set((await listOf('/api/departments')).map((d) => d.name));
    for (const record of records) expect(departments).toContain(record[header.indexOf('department')]);

    const back = await send(new TextDecoder().decode(bytes));
    expect(back.summary).toMatchObject({ total: 11, create: 0, update: 0, unchanged: 11, error: 0 });
    expect(back.rows.map((r) => [r.code, r.action, r.changes, r.errors])).toEqual(
      records.map((r) => [r[0], 'update', [], []]),
    );
    const nothing = await commit(back._id);
    expect([nothing.status, nothing.body.message]).toEqual([400, IMPORT_MESSAGES.nothingToImport]);
  });

  it('refuses a place no table holds with one message on the API and on the import', async () => {
    const unknown: Array<[Record<string, string>, string, string]> = [
      [{ state: 'Gotham' }, 'departamento', LOCATION_MESSAGES.unknownDepartment('Gotham')],
      [{ state: 'Cundinamarca', city: 'Metrópolis' }, 'ciudad', LOCATION_MESSAGES.unknownCity('Metrópolis')],
      [{ city: 'Bogotá D.C.', locality: 'Narnia' }, 'localidad', LOCATION_MESSAGES.unknownLocality('Narnia')],
    ];
    const stored = (await call('GET', `/api/properties/${moved._id}`, { token: agent })).body.data as ApiProperty;
    for (const [location, column, message] of unknown) {
      const created = await call('POST', '/api/properties', { token: agent, body: draft('X', location) });
      expect([created.status, created.body.message]).toEqual([400, message]);
      const updated = await call('PUT', `/api/properties/${stored._id}`, { token: agent, body: { location } });
      expect([updated.status, updated.body.message]).toEqual([400, message]);
      const cells = [
        code('X'),
        'X',
        'casa',
        'venta',
        location.state ?? '',
        location.city ?? '',
        location.locality ?? '',
      ];
      const dry = await send(`code,title,type,operation,departamento,ciudad,localidad\r\n${cells.join(',')}`);
      expect(dry.rows[0].errors).toEqual([{ column, message }]);
    }
    const unknownCode = await call('POST', '/api/properties', {
      token: agent,
      body: draft('X', { departmentCode: '77' }),
    });
    expect([unknownCode.status, unknownCode.body.message]).toEqual([400, LOCATION_MESSAGES.unknownDepartmentCode]);
    // Nothing was written: the listing keeps its place and its version, and the agent has no X listing.
    const after = (await call('GET', `/api/properties/${moved._id}`, { token: agent })).body.data as ApiProperty;
    expect([after.location, after.version]).toEqual([stored.location, stored.version]);
    const all = (await call('GET', '/api/properties/export?format=json', { token: agent })).body as unknown;
    expect((all as ApiProperty[]).map((p) => p.code)).not.toContain(code('X'));
  });
});
