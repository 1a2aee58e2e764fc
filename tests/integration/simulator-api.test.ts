import { afterAll, describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from '@/lib/domain/settings';

import { CREDIT_CASE, LEASING_CASE } from '../support/financing-case';
import { adminToken, asAdmin } from './accounts';
import { get, postMultipart } from './stack-client';
import { page } from './visitor-reads';

// GET /api/simulator over HTTP, and Settings > Financiación as its defaults (lib/domain/financing.ts).

const CASE = '/api/simulator?price=300000000&downPayment=90000000&years=20&rate=12&product=credito';

afterAll(async () => {
  // Back to the built-in defaults, through the API so every cache follows.
  await asAdmin('PUT', '/api/settings/financing', DEFAULT_SETTINGS.financing);
});

describe('GET /api/simulator', () => {
  it('answers the hand-computed case (tests/unit/financing.test.ts), public and cacheable', async () => {
    const { status, headers, body } = await get(CASE);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/public/);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ ...CREDIT_CASE.figures, input: CREDIT_CASE.input });
  });

  it('takes what is left out from the defaults: the minimum cuota inicial, 20 years, 12 % EA, crédito', async () => {
    const { status, body } = await get('/api/simulator?price=300000000');
    expect(status).toBe(200);
    expect(body.data.input).toEqual({
      price: 300_000_000,
      downPayment: 90_000_000,
      years: 20,
      rate: 12,
      product: 'credito',
    });
    expect(body.data.monthlyPayment).toBe(2_223_109);
    const leasing = await get('/api/simulator?price=300000000&product=leasing');
    expect(leasing.body.data).toMatchObject(LEASING_CASE.figures);
  });

  it.each([
    ['/api/simulator', 'price', 'El precio debe ser un número'],
    ['/api/simulator?price=300000000&years=4', 'years', 'El plazo debe estar entre 5 y 30 años'],
    ['/api/simulator?price=300000000&years=31', 'years', 'El plazo debe estar entre 5 y 30 años'],
    ['/api/simulator?price=300000000&rate=0', 'rate', 'La tasa efectiva anual debe estar entre 0,01 y 60 %'],
    ['/api/simulator?price=300000000&product=hipoteca', 'product', 'El producto debe ser credito o leasing'],
    [
      '/api/simulator?price=300000000&downPayment=60000000',
      'downPayment',
      'La cuota inicial mínima para vivienda no VIS es el 30 % del precio: $ 90.000.000',
    ],
    [
      '/api/simulator?price=150000000&downPayment=1000000',
      'downPayment',
      'La cuota inicial mínima para vivienda de interés social (VIS) es el 20 % del precio: $ 30.000.000',
    ],
    [
      '/api/simulator?price=300000000&downPayment=300000000',
      'downPayment',
      'La cuota inicial debe ser menor que el precio',
    ],
  ])('%s is a 400 naming %s in Spanish', async (path, field, message) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(body.errors[0]).toEqual({ field, message });
  });

  it('is in the OpenAPI document with the rules a well-formed query may still break', async () => {
    const doc = (await get('/api/openapi.json')).body;
    const operation = doc.paths['/api/simulator'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      ['downPayment', 'price', 'product', 'rate', 'years'].sort(),
    );
    expect(operation.responses['400']['x-rules']).toHaveLength(2);
  });
});

describe('Settings > Financiación', () => {
  it('is in the admin shape, validated, and its new defaults apply to the next simulation and page', async () => {
    const settings = await asAdmin('GET', '/api/settings');
    expect(settings.body.data.financing).toEqual(DEFAULT_SETTINGS.financing);
    const refused = await asAdmin('PUT', '/api/settings/financing', { rate: 80, years: 40 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('La tasa efectiva anual debe estar entre 0,01 y 60 %');

    const saved = await asAdmin('PUT', '/api/settings/financing', { rate: 10, minDownPaymentNonVis: 20 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.financing).toMatchObject({ rate: 10, minDownPaymentNonVis: 20, years: 20 });
    const { body } = await get('/api/simulator?price=300000000');
    expect(body.data.input).toMatchObject({ downPayment: 60_000_000, rate: 10 });
    const simulator = await page('/simulador');
    expect(simulator.status).toBe(200);
    expect(simulator.html).toMatch(/Cuota inicial mínima: (<!-- -->)?20 %(<!-- -->)? para vivienda de interés social/);
    expect(simulator.html).toMatch(/id="[^"]+-rate"[^>]*value="10"/);
  });

  it('is exported and imported with the other sections', async () => {
    const exported = await asAdmin('GET', '/api/settings/export');
    expect(exported.body.financing).toMatchObject({ rate: 10 });
    const file = JSON.stringify({ financing: { ...exported.body.financing, rate: 13.5 } });
    const imported = await postMultipart('/api/settings/import', {
      field: 'settings',
      files: [{ name: 'configuracion.json', type: 'application/json', bytes: new TextEncoder().encode(file) }],
      token: await adminToken(),
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data.financing).toMatchObject({ rate: 13.5, minDownPaymentNonVis: 20 });
    expect((await get('/api/simulator?price=300000000')).body.data.input.rate).toBe(13.5);
  });
});
