import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startAppWithoutDatabase } from '../../scripts/lib/stack.mjs';

// A second app whose database is a closed port: failures must be clear 503s, never a 500 or a
// stack trace. (The listing's error screen renders in the browser: tests/e2e/database-down.spec.ts.)
let app: Awaited<ReturnType<typeof startAppWithoutDatabase>>;

beforeAll(async () => {
  app = await startAppWithoutDatabase();
}, 90_000);
afterAll(() => app?.stop());

describe('with the database down', () => {
  it('keeps no page in the page cache: each load renders again', async () => {
    for (const path of ['/']) {
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(`${app.baseURL}${path}`);
        await response.text();
        expect(response.headers.get('x-page-cache'), path).toBe('MISS');
      }
    }
  });

  it('health says so with 503', async () => {
    const response = await fetch(`${app.baseURL}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'La base de datos no responde',
      data: { app: 'ok', database: 'error', latencyMs: null },
    });
  });

  it('the API answers 503 with a Spanish message', async () => {
    const response = await fetch(`${app.baseURL}/api/properties`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      message: 'La base de datos no está disponible. Intenta de nuevo en unos minutos.',
      code: 'unavailable',
    });
  });
});
