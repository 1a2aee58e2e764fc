import { describe, expect, it } from 'vitest';

import { allowHeader, otherMethods } from '@/lib/api/other-methods';

const handler = () => new Response('ok');

describe('allowHeader', () => {
  it('adds HEAD to GET and OPTIONS to every route, sorted', () => {
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
    expect(allowHeader(['POST'])).toBe('OPTIONS, POST');
    expect(allowHeader(['PUT', 'GET', 'DELETE'])).toBe('DELETE, GET, HEAD, OPTIONS, PUT');
  });
});

describe('otherMethods', () => {
  it('answers each missing method 405 in Spanish with the Allow of the implemented ones', async () => {
    const { PUT, PATCH, DELETE } = otherMethods({ GET: handler, POST: handler });
    for (const refuse of [PUT, PATCH, DELETE]) {
      const response = refuse();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ success: false, message: 'Método no permitido' });
    }
  });

  it('gives only the missing methods, and an OPTIONS that lists the implemented ones', () => {
    const methods = otherMethods({ PATCH: handler });
    expect(Object.keys(methods).sort()).toEqual(['DELETE', 'GET', 'OPTIONS', 'POST', 'PUT']);
    const options = methods.OPTIONS();
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('OPTIONS, PATCH');
    expect(methods.GET().headers.get('allow')).toBe('OPTIONS, PATCH');
  });
});
