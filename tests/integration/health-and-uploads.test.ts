import { describe, expect, it } from 'vitest';

import type { ApiProperty } from '@/lib/validation/property-response';

import { baseURL, getJson } from './stack-client';

describe('GET /api/health', () => {
  it('reports the app and a reachable database', async () => {
    const { status, headers, body } = await getJson('/api/health');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('no-store');
    expect(body).toMatchObject({ success: true, data: { app: 'ok', database: 'ok', latencyMs: expect.any(Number) } });
  });
});

describe('GET /uploads/...', () => {
  it('serves a seeded photo as WebP with long cache headers', async () => {
    // Other files create properties without photos; take the newest seeded one that has a photo.
    const { body } = await getJson<{ data: ApiProperty[] }>('/api/properties?limit=50');
    const url =
      body.data
        .flatMap((p) => p.images.map((image) => image.url))
        .find((u) => u.startsWith('/uploads/seed/properties/')) ?? '';
    expect(url).toMatch(/^\/uploads\/seed\/properties\/.+\.webp$/);
    const response = await fetch(`${baseURL()}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // RIFF....WEBP
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WEBP');
  });

  it.each([
    '/uploads/.env',
    '/uploads/seed/missing.webp',
    '/uploads/seed/notes.txt',
    '/uploads/..%2f..%2fpackage.json',
  ])('answers 404 for %s', async (path) => {
    const response = await fetch(`${baseURL()}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Archivo no encontrado', code: 'not_found' });
  });

  it('never serves a file outside the upload folder', async () => {
    // Encoded dots are normalised by the router before any handler runs; either way: no file.
    const response = await fetch(`${baseURL()}/uploads/%2e%2e/%2e%2e/package.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('inmobiliaria-bogota');
  });
});
