import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allowHeader } from '@/lib/api/methods';
import { ok } from '@/lib/api/respond';
import { api, operationsOf, route } from '@/lib/api/route';

const noParams = { params: Promise.resolve({}) };
const request = (method: string, url = 'http://localhost/api/x') => new NextRequest(url, { method });

const echo = api('/api/x', 'Pruebas', {
  GET: route(
    {
      auth: 'public',
      summary: 'eco',
      query: z.object({ n: z.coerce.number().int().min(1, 'n debe ser positivo') }),
      cache: 'public',
      responses: {},
    },
    ({ query }) => ok(query),
  ),
  POST: route({ auth: 'admin', summary: 'solo admin', body: z.object({ a: z.string() }), responses: {} }, ({ body }) =>
    ok(body),
  ),
});

describe('allowHeader', () => {
  it('adds HEAD to GET and OPTIONS to every route, sorted', () => {
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
    expect(allowHeader(['POST'])).toBe('OPTIONS, POST');
    expect(allowHeader(['PUT', 'GET', 'DELETE'])).toBe('DELETE, GET, HEAD, OPTIONS, PUT');
  });
});

describe('api()', () => {
  it('answers each undeclared method 405 in Spanish with the Allow of the declared ones', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await echo[method](request(method), noParams);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        success: false,
        message: 'Método no permitido',
        code: 'method_not_allowed',
      });
    }
  });

  it('lists the declared methods on OPTIONS and registers each under its path', async () => {
    const options = await echo.OPTIONS(request('OPTIONS'), noParams);
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    expect(operationsOf(echo).map((op) => `${op.method} ${op.path} ${op.spec.auth}`)).toEqual([
      'get /api/x public',
      'post /api/x admin',
    ]);
  });
});

describe('route()', () => {
  it('parses the query before the handler and refuses bad input with 400 in Spanish', async () => {
    const good = await echo.GET(request('GET', 'http://localhost/api/x?n=3'), noParams);
    expect(await good.json()).toEqual({ success: true, data: { n: 3 } });
    expect(good.headers.get('cache-control')).toMatch(/^public, s-maxage=/);
    const bad = await echo.GET(request('GET', 'http://localhost/api/x?n=0'), noParams);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('n debe ser positivo');
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });
});
