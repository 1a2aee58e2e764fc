import { describe, expect, it } from 'vitest';

import { API_OPERATIONS } from '@/app/api/operations';
import { buildOpenApiDocument } from '@/lib/api/openapi-document';
import { shareLinks } from '@/lib/share-links';

import { operationsWithRules, rulesConfig } from '../../scripts/fuzz/rules.mjs';

describe('schema-valid 400s in the OpenAPI document', () => {
  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const doc = buildOpenApiDocument(API_OPERATIONS) as Json;

  it('are listed in the 400 answer of every operation that has them (x-rules and the description)', () => {
    const ids = operationsWithRules(doc);
    for (const id of [
      'postAuthRegister',
      'postAuthResetPassword',
      'getProperties',
      'getPropertiesSearch',
      'getPropertiesMap',
      'postProperties',
      'putPropertiesId',
      'deleteNews',
      'getSimulator',
      'putSettingsSection',
    ])
      expect(ids, id).toContain(id);
    const simulator = doc.paths['/api/simulator'].get.responses['400'];
    expect(simulator['x-rules']).toHaveLength(2);
    expect(simulator.description).toContain('También con datos válidos según el esquema');
    expect(simulator.description).toContain('La cuota inicial debe ser menor que el precio');
    expect(doc.paths['/api/auth/register'].post.responses['400'].description).toContain('Las contraseñas no coinciden');
    expect(doc.paths['/api/properties'].post.responses['400'].description).toContain('Ley 820 de 2003');
    for (const path of ['/api/properties', '/api/properties/search', '/api/properties/map'])
      expect(doc.paths[path].get.responses['400'].description, path).toContain('bbox');
    expect(doc.paths['/api/health'].get.responses['400']).toBeUndefined();
  });

  it('become the schemathesis block npm run fuzz appends', () => {
    expect(rulesConfig(['getSimulator', 'postAuthRegister'])).toContain(
      [
        '[[operations]]',
        'include-operation-id = ["getSimulator","postAuthRegister"]',
        'checks.positive_data_acceptance.expected-statuses = ["2xx","400","401","403","404","409","429"]',
      ].join('\n'),
    );
    expect(rulesConfig([])).toBe('');
  });
});

describe('shareLinks', () => {
  it('gives WhatsApp, Facebook, X and e-mail the canonical URL', () => {
    const url = 'https://www.inmobiliariabogota.co/property/abc123';
    const links = Object.fromEntries(shareLinks(url, 'Casa en Chía & jardín').map((l) => [l.id, l.href]));
    expect(links).toEqual({
      whatsapp: `https://wa.me/?text=${encodeURIComponent(`Casa en Chía & jardín ${url}`)}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      x: `https://x.com/intent/post?text=Casa%20en%20Ch%C3%ADa%20%26%20jard%C3%ADn&url=${encodeURIComponent(url)}`,
      email: `mailto:?subject=Casa%20en%20Ch%C3%ADa%20%26%20jard%C3%ADn&body=${encodeURIComponent(`Mira este inmueble: Casa en Chía & jardín\n${url}`)}`,
    });
  });
});
