import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { FICHA_APPROXIMATE, FICHA_LABEL } from '@/lib/domain/ficha';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { ensurePdfTools } from '../../scripts/lib/debian-package.mjs';
import { adminToken, asAdmin } from './accounts';
import { createViaApi, token } from './property-data';
import { baseURL, call, connectTestDb, getJson, postMultipart } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';

// GET /property/{id}/ficha.pdf (docs/ficha.md): one A4 page whose text, read
// with Debian's pdftotext, says what a walk-in needs, and whose QR code, decoded with zbarimg,
// opens the listing's canonical URL; access as the listing's; a price change shows at once.

const tools = ensurePdfTools();
const word = token();
const made: Record<string, ApiProperty> = {};
let agentToken = '';

const ficha = (id: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}/property/${id}/ficha.pdf`, { headers });

/** The PDF in a fresh temporary file. */
function saved(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ficha-')), 'ficha.pdf');
  writeFileSync(file, bytes);
  return file;
}

/** pdftotext's reading, with every run of white space (the peso sign's no-break space too) as one space. */
function textOf(file: string): string {
  return execFileSync(tools.pdftotext, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function pdfOf(id: string) {
  const response = await ficha(id);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, file: saved(bytes) };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  await connectTestDb();
  // Copies of three of the seed's photos, uploaded as an agent would (deleting the listing
  // afterwards deletes its stored photos: never point a test listing at the seed's own files).
  const rows = await Property.find().select('images').limit(50).lean<Array<{ images: Array<{ url: string }> }>>();
  let files: Array<{ name: string; type: string; bytes: Uint8Array }> = [];
  for (const row of rows.filter((candidate) => candidate.images.length >= 3)) {
    const answers = await Promise.all(row.images.slice(0, 3).map(({ url }) => fetch(`${baseURL()}${url}`)));
    if (!answers.every((answer) => answer.ok)) continue;
    files = await Promise.all(
      answers.map(async (answer, i) => ({
        name: `foto-${i + 1}.webp`,
        type: 'image/webp',
        bytes: new Uint8Array(await answer.arrayBuffer()),
      })),
    );
    break;
  }
  const uploaded = await postMultipart('/api/upload/property-images', { files, token: await adminToken() });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const images = (uploaded.body.data.files as Array<{ url: string }>).map((file) => file.url);
  agentToken = await tokenOf(LAURA);
  const agentId = await idOf(agentToken);
  const base = { type: 'apartamento', status: 'disponible', agentId, estrato: 5, amenities: ['Gimnasio'] };
  made.sale = await createViaApi({
    ...base,
    operation: 'venta',
    title: `Señorial apartamento en Chicó ${word}`,
    description: '¿Buscas luz? ¡Este apartamento la tiene! Balcón, chimenea y cocina abierta. '.repeat(4),
    price: 850_000_000,
    adminFee: 420_000,
    showExactLocation: true,
    location: { address: 'Carrera 11 # 93-45', localityCode: '1100102' },
    features: { area: 120, bedrooms: 3, bathrooms: 2, parking: 2, floor: 5, totalFloors: 12 },
    images,
  });
  made.rent = await createViaApi({
    ...base,
    operation: 'arriendo',
    title: `Arriendo sin fotos ${word}`,
    price: 3_200_000,
    adminFee: 450_000,
    showExactLocation: false,
    location: { address: 'Calle 98 # 9-41', localityCode: '1100102' },
  });
  made.draft = await createViaApi({ ...base, operation: 'venta', status: 'borrador', title: `Borrador ${word}` });
});

afterAll(async () => {
  for (const { _id } of Object.values(made)) await asAdmin('DELETE', `/api/properties/${_id}`);
  await disconnectDb();
});

describe('GET /property/{id}/ficha.pdf', () => {
  it('is one A4 page under 500 KB saying title, code, price in COP, features, address, agent and agency', async () => {
    const { sale } = made;
    const started = performance.now();
    const { response, bytes, file } = await pdfOf(sale._id);
    const ms = performance.now() - started;
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { code } = sale;
    expect(code).toMatch(/^[A-Z]+-\d{4,}$/);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="ficha-${code}.pdf"`);
    expect(response.headers.get('cache-control')).toMatch(/^public, s-maxage=/);
    console.info(`Ficha with three photos: ${(bytes.length / 1024).toFixed(1)} KB, first answer ${ms.toFixed(0)} ms`);
    expect(bytes.length).toBeGreaterThan(20 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(500 * 1024);
    const info = execFileSync(tools.pdfinfo, [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);

    const text = textOf(file);
    const { body: settings } = await getJson<{ data: { general: Record<string, string> } }>('/api/settings');
    const { general } = settings.data;
    for (const expected of [
      flat(sale.title),
      code,
      // pdftotext reads the price box column by column: each label, then its value.
      'Precio de venta',
      '$ 850.000.000 COP',
      'Ley 1480 de 2011',
      '¿Buscas luz? ¡Este apartamento la tiene!',
      'Carrera 11 # 93-45',
      '120 m²',
      'HABITACIONES',
      'BAÑOS',
      'ESTRATO',
      sale.agent.name,
      sale.agent.phone,
      general.siteName,
      general.contactPhone,
      general.contactEmail,
    ])
      expect(text).toContain(flat(expected));
    expect(text).not.toContain(FICHA_APPROXIMATE);
  });

  it('has a QR code that opens the listing’s canonical URL with utm_source=ficha', async () => {
    const html = await (await fetch(`${baseURL()}/property/${made.sale._id}`)).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(new RegExp(`/property/${made.sale._id}$`));
    const { file } = await pdfOf(made.sale._id);
    const png = path.join(path.dirname(file), 'page');
    // Only the contact band's right end, where the QR code is (150 dpi: 2.08 px a point).
    execFileSync(tools.pdftoppm, [
      '-png',
      '-r',
      '150',
      '-singlefile',
      '-x',
      '880',
      '-y',
      '1360',
      '-W',
      '360',
      '-H',
      '300',
      file,
      png,
    ]);
    const decoded = execFileSync(tools.zbarimg, ['--raw', '-q', `${png}.png`], { encoding: 'utf8' }).trim();
    expect(decoded).toBe(`${canonical}?utm_source=ficha`);
    // The property page links it as "Descargar ficha".
    expect(html).toContain(`href="/property/${made.sale._id}/ficha.pdf"`);
    expect(html).toContain(FICHA_LABEL);
  });

  it('gives a rental its canon and administración, the location only as far as the owner allows, and a placeholder for photos', async () => {
    const text = textOf((await pdfOf(made.rent._id)).file);
    for (const expected of [
      'Canon mensual',
      '$ 3.200.000 COP',
      'Administración mensual',
      '$ 450.000 COP',
      'Total mensual',
      '$ 3.650.000 COP',
      FICHA_APPROXIMATE,
      made.rent.location.locality,
      'Fotos disponibles con el asesor',
    ])
      expect(text).toContain(flat(expected));
    expect(text).not.toContain('Calle 98');
    expect(text).not.toContain('9-41');
  });

  it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
    const unknown = await call('GET', '/property/665f1c2a9b1e4a0012345678/ficha.pdf');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PROPERTY_MESSAGES.notFound);
    expect((await call('GET', '/property/%24where/ficha.pdf')).status).toBe(400);
  });

  it('shows a draft to its agent and the admins only', async () => {
    const path = `/property/${made.draft._id}/ficha.pdf`;
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('GET', path, { token: await tokenOf(ANDRES) })).status).toBe(404);
    const own = await call('GET', path, { token: agentToken });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    // Another agent may still print a public listing: the ficha is handed to the public.
    expect((await call('GET', `/property/${made.sale._id}/ficha.pdf`, { token: await tokenOf(ANDRES) })).status).toBe(
      200,
    );
  });

  it('is cached, and a price change shows in the very next ficha', async () => {
    const { sale } = made;
    const timed = async () => {
      const started = performance.now();
      const response = await ficha(sale._id);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { ms: performance.now() - started, bytes };
    };
    const updated = await asAdmin('PUT', `/api/properties/${sale._id}`, { price: 799_000_000 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const fresh = await timed();
    const text = textOf(saved(fresh.bytes));
    expect(text).toContain('$ 799.000.000 COP');
    expect(text).not.toContain('850.000.000');
    const cached = await timed();
    expect(Buffer.from(cached.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
    console.info(`Ficha: ${fresh.ms.toFixed(0)} ms rendered after the change, ${cached.ms.toFixed(0)} ms cached`);
  });
});
