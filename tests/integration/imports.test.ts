import { existsSync } from 'node:fs';
import path from 'node:path';

import { zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { decodeCsv, parseCsv } from '@/lib/csv-read';
import { IMPORT_MESSAGES } from '@/lib/domain/imports';

import { adminToken } from './accounts';
import { png, uploadDir } from './media-fixtures';
import { baseURL, call, connectTestDb } from './stack-client';
import { ANDRES, LAURA, tokenOf } from './staff';

// The property import and export over HTTP (docs/import-export.md): the dry run writes nothing,
// the commit writes the rows without errors, a second import creates nothing twice, photos come
// from a zip, agents stay in their scope, and an exported CSV imports back unchanged.

type Row = {
  row: number;
  action: string;
  code: string;
  errors: Array<{ column: string; message: string }>;
  changes: string[];
  photos: number;
  propertyId?: string | null;
};
type Answer = {
  _id: string;
  status: string;
  rows: Row[];
  summary: Record<string, number | string | string[]>;
  done: number;
  total: number;
  result: { written: number; failed: number } | null;
};

const run = Date.now().toString(36).toUpperCase();
const code = (n: number | string) => `T${run}-${n}`;

async function send(token: string, csv: Uint8Array | string, zip?: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([csv as BlobPart], { type: 'text/csv' }), 'inventario.csv');
  if (zip) form.set('photos', new Blob([zip as BlobPart], { type: 'application/zip' }), 'fotos.zip');
  const response = await fetch(`${baseURL()}/api/imports`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: Answer; message?: string };
  return { status: response.status, data: body.data, message: body.message };
}

async function commit(token: string, id: string) {
  const answer = await call('POST', `/api/imports/${id}/commit`, { token });
  return { status: answer.status, data: answer.body.data as Answer, message: answer.body.message as string };
}

async function propertiesByCode(codes: string[]) {
  const db = await connectTestDb();
  return db.connection
    .collection('properties')
    .find({ code: { $in: codes } })
    .toArray();
}

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('POST /api/imports and its commit', () => {
  // Excel in Colombia: Windows-1252, ';' between cells, Spanish headers, decimal commas, "$ 1.234".
  const header =
    'Código;Título;Operación;Tipo;Estado;Precio;Alcobas;Baños;Área (m²);Barrio;Localidad;Ciudad;Descripción';
  const file = () =>
    Buffer.from(
      [
        header,
        `${code(1)};Apartamento en Chapinero Alto;Venta;Apartamento;borrador;$ 450.000.000;3;2;72,5;Chapinero Alto;Chapinero;Bogotá;"Exterior; con balcón"`,
        `${code(2)};Casa en Usaquén;arriendo;casa;borrador;4.500.000;4;3;180;Santa Bárbara;Usaquén;Bogotá;Con jardín`,
        `${code(3)};Oficina sin precio;venta;oficina;borrador;mucho;0;1;40;;Chapinero;Bogotá;`,
      ].join('\r\n'),
      'latin1',
    );

  it('answers a dry run that writes nothing, then writes the rows without errors on commit', async () => {
    const dry = await send(admin, file());
    expect(dry.status).toBe(200);
    expect(dry.data.summary).toMatchObject({ total: 3, create: 2, error: 1, encoding: 'windows-1252', delimiter: ';' });
    expect(dry.data.rows.map((r) => [r.row, r.action, r.code])).toEqual([
      [2, 'create', code(1)],
      [3, 'create', code(2)],
      [4, 'error', code(3)],
    ]);
    expect(dry.data.rows[2].errors).toEqual([{ column: 'Precio', message: 'El precio debe ser un número' }]);
    expect(await propertiesByCode([code(1), code(2), code(3)])).toHaveLength(0);

    const done = await commit(admin, dry.data._id);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ status: 'done', done: 2, total: 2, result: { written: 2, failed: 0 } });
    const stored = await propertiesByCode([code(1), code(2), code(3)]);
    expect(stored.map((p) => p.code).sort()).toEqual([code(1), code(2)]);
    const flat = stored.find((p) => p.code === code(1))!;
    expect(flat).toMatchObject({
      title: 'Apartamento en Chapinero Alto',
      operation: 'venta',
      price: 450_000_000,
      description: 'Exterior; con balcón',
      features: expect.objectContaining({ bedrooms: 3, bathrooms: 2, area: 72.5 }),
      location: expect.objectContaining({ locality: 'Chapinero', localityCode: '1100102', cityCode: '11001' }),
    });
    // The activity log: one entry per property created, by the admin.
    const db = await connectTestDb();
    const logged = await db.connection
      .collection('activities')
      .find({ entity: 'property', action: 'create', entityId: { $in: stored.map((p) => String(p._id)) } })
      .toArray();
    expect(logged).toHaveLength(2);
    // The progress GET /api/imports/{id} reports, and a second commit is refused.
    const read = await call('GET', `/api/imports/${dry.data._id}`, { token: admin });
    expect(read.body.data).toMatchObject({ status: 'done', done: 2, total: 2 });
    expect((await commit(admin, dry.data._id)).status).toBe(409);
  });

  it('creates nothing twice: the same file again updates nothing and leaves the error row out', async () => {
    const again = await send(admin, file());
    expect(again.data.rows.map((r) => [r.action, r.changes])).toEqual([
      ['update', []],
      ['update', []],
      ['error', []],
    ]);
    expect(again.data.summary).toMatchObject({ create: 0, update: 0, unchanged: 2, error: 1 });
    const refused = await commit(admin, again.data._id);
    expect([refused.status, refused.message]).toEqual([400, IMPORT_MESSAGES.nothingToImport]);
    expect(await propertiesByCode([code(1), code(2), code(3)])).toHaveLength(2);
  });

  it('refuses what is not a CSV, a CSV without the code column, and names each bad cell', async () => {
    const binary = await send(admin, await png());
    expect([binary.status, binary.message]).toEqual([415, IMPORT_MESSAGES.notCsv]);
    const noCode = await send(admin, 'titulo,precio\r\nCasa,1\r\n');
    expect([noCode.status, noCode.message]).toEqual([400, IMPORT_MESSAGES.noCodeColumn]);
    const bad = await send(
      admin,
      `code,title,type,operation,estrato,city,locality\r\n${code('X')},,castillo,venta,9,Gotham,\r\n${code('X')},Repetida,casa,venta,,,\r\n`,
    );
    expect(bad.status).toBe(200);
    expect(bad.data.rows[0].errors).toEqual(
      expect.arrayContaining([
        { column: 'title', message: 'El título es obligatorio' },
        { column: 'type', message: 'Tipo de inmueble no válido' },
        { column: 'estrato', message: 'El estrato debe estar entre 1 y 6' },
        { column: 'city', message: IMPORT_MESSAGES.unknownCity('Gotham') },
      ]),
    );
    expect(bad.data.rows[1].errors).toEqual([{ column: 'code', message: IMPORT_MESSAGES.codeRepeated(2) }]);
  });
});

describe('photos from a zip', () => {
  it('stores each row its photos in the order of their names, through the upload pipeline', async () => {
    const small = await png(); // 120×80
    const large = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#335577' } })
        .jpeg()
        .toBuffer(),
    );
    const zip = zipSync({
      [`fotos/${code('Z1')}-2.png`]: small,
      [`fotos/${code('Z1')}-1.jpg`]: large,
      [`${code('Z2')}-1.jpg`]: new TextEncoder().encode('esto no es una imagen'),
      'otra-cosa.jpg': small,
    });
    const csv = `code,title,type,operation\r\n${code('Z1')},Con fotos,casa,venta\r\n${code('Z2')},Foto falsa,casa,venta\r\n`;
    const dry = await send(admin, csv, zip);
    expect(dry.status).toBe(200);
    expect(dry.data.rows.map((r) => [r.action, r.photos])).toEqual([
      ['create', 2],
      ['error', 0],
    ]);
    expect(dry.data.rows[1].errors).toEqual([
      { column: 'photos', message: IMPORT_MESSAGES.photoBadType(`${code('Z2')}-1.jpg`) },
    ]);
    expect(dry.data.summary.unmatchedPhotos).toEqual(['otra-cosa.jpg']);
    expect((await commit(admin, dry.data._id)).data.result).toEqual({ written: 1, failed: 0 });
    const [stored] = await propertiesByCode([code('Z1')]);
    const urls = (stored.images as Array<{ url: string }>).map((i) => i.url);
    expect(urls).toHaveLength(2);
    const sizes = [];
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/properties\/[^/]+\.webp$/);
      const file = path.join(uploadDir('properties'), path.basename(url));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      sizes.push([meta.format, meta.width]);
    }
    expect(sizes).toEqual([
      ['webp', 300],
      ['webp', 120],
    ]);
  });
});

describe('agents import into their own scope', () => {
  it("refuses another agent's code without showing it, and makes the agent's new rows theirs", async () => {
    const db = await connectTestDb();
    const andres = await tokenOf(ANDRES);
    const laura = await tokenOf(LAURA);
    const lauraId = (await call('GET', '/api/auth/me', { token: laura })).body.data.user.id as string;
    const theirs = await send(laura, `code,title,type,operation\r\n${code('L1')},De Laura,casa,venta\r\n`);
    await commit(laura, theirs.data._id);
    const [created] = await propertiesByCode([code('L1')]);
    expect(String(created.agentId)).toBe(lauraId);

    const dry = await send(andres, `code,title,type,operation,precio\r\n${code('L1')},Cambiado,casa,venta,1\r\n`);
    expect(dry.data.rows[0]).toMatchObject({
      action: 'error',
      errors: [{ column: 'code', message: IMPORT_MESSAGES.codeTaken }],
    });
    expect(JSON.stringify(dry.data)).not.toContain('De Laura');
    // Andrés cannot read Laura's import either.
    expect((await call('GET', `/api/imports/${theirs.data._id}`, { token: andres })).status).toBe(404);
    const [after] = await db.connection.collection('properties').find({ _id: created._id }).toArray();
    expect(after.title).toBe('De Laura');
  });
});

describe('GET /api/properties/export', () => {
  it('exports CSV and JSON that import back unchanged, and a changed cell updates only that field', async () => {
    const laura = await tokenOf(LAURA);
    const seeded = `code,title,type,operation,status,price,adminFee,estrato,amenities,description,images,lat,lng,ascensor,asesor\r\n${code('E1')},"Con ""comillas"", y punto y coma;",apartamento,arriendo,borrador,"2.500.000",300000,4,Gimnasio | BBQ,"=línea 1\r\nlínea 2",https://example.com/a.jpg | https://example.com/b.jpg,4.65,-74.06,sí,${LAURA.email}\r\n`;
    await commit(laura, (await send(laura, seeded)).data._id);

    const csv = await fetch(`${baseURL()}/api/properties/export?format=csv`, {
      headers: { authorization: `Bearer ${laura}` },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="inmuebles-\d{4}-\d{2}-\d{2}\.csv"$/);
    const exported = new Uint8Array(await csv.arrayBuffer());
    const records = parseCsv(decodeCsv(exported).text);
    expect(records[0].slice(0, 3)).toEqual(['code', 'title', 'operation']);

    const json = await call('GET', '/api/properties/export?format=json', { token: laura });
    const listed = json.body as unknown as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(records.length - 1);
    const mine = listed.find((p) => p.code === code('E1'))!;
    expect(mine).toMatchObject({ adminFee: 300_000, elevator: true, amenities: ['Gimnasio', 'BBQ'] });
    expect((mine.images as Array<{ url: string }>).map((i) => i.url)).toEqual([
      'https://example.com/a.jpg',
      'https://example.com/b.jpg',
    ]);

    const back = await send(laura, exported);
    expect(back.data.summary).toMatchObject({ create: 0, update: 0, error: 0, unchanged: records.length - 1 });
    const db = await connectTestDb();
    const [before] = await propertiesByCode([code('E1')]);
    expect((await commit(laura, back.data._id)).status).toBe(400);

    const priceAt = records[0].indexOf('price');
    const edited = records.map((r, i) =>
      r[0] === code('E1') && i > 0 ? r.map((c, j) => (j === priceAt ? '2600000' : c)) : r,
    );
    const text = edited.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');
    const change = await send(laura, text);
    const row = change.data.rows.find((r) => r.code === code('E1'))!;
    expect([row.action, row.changes]).toEqual(['update', ['price']]);
    expect(change.data.summary).toMatchObject({ update: 1, error: 0 });
    await commit(laura, change.data._id);
    const [after] = await db.connection.collection('properties').find({ _id: before._id }).toArray();
    expect(after.price).toBe(2_600_000);
    const moved = ['price', 'priceHistory', 'lastDrop', 'version', 'updatedAt', 'pricePerM2', 'searchText'];
    const others = (doc: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(doc).filter(([k]) => !moved.includes(k)));
    expect(others(after)).toEqual(others(before));
    expect(after.version).toBe((before.version as number) + 1);
  });

  it('gives the template with every column', async () => {
    const template = await fetch(`${baseURL()}/api/imports/template.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(template.status).toBe(200);
    const [head, example] = parseCsv(decodeCsv(new Uint8Array(await template.arrayBuffer())).text);
    expect(head).toEqual(expect.arrayContaining(['code', 'price', 'bedrooms', 'locality', 'images']));
    expect(example[0]).toBe('IB-0001');
  });
});
