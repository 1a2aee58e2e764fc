import { describe, expect, it } from 'vitest';

import { baseURL, getJson } from './stack-client';

describe('API reference', () => {
  it('serves the OpenAPI 3.1 document', async () => {
    const { status, body } = await getJson<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/properties']));
  });

  it('renders /api/docs from our own origin', async () => {
    const page = await fetch(`${baseURL()}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await fetch(`${baseURL()}${source}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/text\/(css|javascript)/);
    }
  });

  it('serves no other file from the docs folder', async () => {
    for (const name of ['package.json', '..%2F..%2Fpackage.json', 'index.html']) {
      expect((await fetch(`${baseURL()}/api/docs/${name}`)).status).toBe(404);
    }
  });
});
