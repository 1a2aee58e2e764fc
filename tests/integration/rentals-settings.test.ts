import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PUBLISHED_IPC } from '@/lib/domain/rentals/ipc';

import { adminToken } from './accounts';
import { keepSettings } from './rental-notices-fixtures';
import { call, postMultipart } from './stack-client';

// Settings > Arriendos (docs/rentals.md#late-interest): the late rate needs the usury rate and
// never exceeds it; DANE's IPC years are added and edited.

const USURY_REQUIRED =
  'Registra la tasa de usura vigente certificada por la Superintendencia Financiera antes de fijar la tasa de mora: la mora nunca puede superarla (Código de Comercio, artículo 884)';
const aboveUsury = (late: string, usury: string) =>
  `La tasa de mora (${late} % efectivo anual) no puede superar la tasa de usura (${usury} % efectivo anual): Código de Comercio, artículo 884; Código Penal, artículo 305`;

let admin = '';
let restore: () => Promise<void>;
const save = (body: unknown) => call('PUT', '/api/settings/rentals', { token: admin, body });
const rentals = async () => (await call('GET', '/api/settings', { token: admin })).body.data.rentals;

beforeAll(async () => {
  admin = await adminToken();
  restore = await keepSettings(admin);
});
afterAll(async () => {
  await restore();
});

describe('Settings > Arriendos', () => {
  it('starts with no rates and the published IPC', async () => {
    await save({ lateInterestRate: null, usuryRate: null });
    expect(await rentals()).toMatchObject({ lateInterestRate: null, usuryRate: null, ipc: PUBLISHED_IPC });
  });

  it('refuses a late rate without a usury rate, and one above it, citing the rule (nothing saved)', async () => {
    const missing = await save({ lateInterestRate: 20 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'usury_rate_required', message: USURY_REQUIRED });

    const above = await save({ usuryRate: 25.02, lateInterestRate: 25.03 });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ code: 'late_rate_above_usury', message: aboveUsury('25,03', '25,02') });
    expect(await rentals()).toMatchObject({ lateInterestRate: null, usuryRate: null });

    // Through PUT /api/settings too, and against the stored usury rate when only the late rate is sent.
    expect((await save({ usuryRate: 25.02, lateInterestRate: 25.02 })).status).toBe(200);
    const alone = await call('PUT', '/api/settings', { token: admin, body: { rentals: { lateInterestRate: 26 } } });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe(aboveUsury('26', '25,02'));
    const lowered = await save({ usuryRate: 24 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.message).toBe(aboveUsury('25,02', '24'));
    expect(await rentals()).toMatchObject({ lateInterestRate: 25.02, usuryRate: 25.02 });
  });

  it('adds and edits IPC years, keeping the others', async () => {
    const saved = await save({ ipc: { '2025': 5.1 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.rentals.ipc).toEqual({ ...PUBLISHED_IPC, '2025': 5.1 });
    await save({ ipc: { '2025': 5.12, '2024': 5.2 } });
    expect((await rentals()).ipc).toEqual({ ...PUBLISHED_IPC, '2025': 5.12 });
    const bad = await save({ ipc: { '25': 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('El año del IPC debe tener cuatro cifras');
  });

  it('checks an imported file the same way', async () => {
    const file = JSON.stringify({ rentals: { lateInterestRate: 30, usuryRate: 20, ipc: {}, bankDetails: '' } });
    const imported = await postMultipart('/api/settings/import', {
      field: 'settings',
      files: [{ name: 'configuracion.json', type: 'application/json', bytes: new TextEncoder().encode(file) }],
      token: admin,
    });
    expect(imported.status).toBe(400);
    expect(imported.body).toMatchObject({ code: 'late_rate_above_usury', message: aboveUsury('30', '20') });
    expect((await rentals()).lateInterestRate).toBe(25.02);
  });
});
