import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { propertiesOperations } from '@/lib/openapi/paths/properties';

describe('propertiesOperations', () => {
  it('covers every properties endpoint once', () => {
    const keys = propertiesOperations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();
    expect(keys).toEqual(
      [
        'GET /api/properties',
        'POST /api/properties',
        'GET /api/properties/search',
        'GET /api/properties/featured',
        'GET /api/properties/stats',
        'GET /api/properties/{id}',
        'PUT /api/properties/{id}',
        'DELETE /api/properties/{id}',
        'POST /api/properties/{id}/view',
      ].sort(),
    );
  });

  it('turns every schema into JSON Schema', () => {
    for (const op of propertiesOperations) {
      for (const schema of [op.params, op.query, op.body].filter(Boolean)) {
        expect(
          () => z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
          `${op.method} ${op.path}`,
        ).not.toThrow();
      }
      for (const response of Object.values(op.responses)) {
        if (response.schema) expect(() => z.toJSONSchema(response.schema as z.ZodType, { io: 'output' })).not.toThrow();
      }
    }
    const body = z.toJSONSchema(
      propertiesOperations.find((op) => op.method === 'post' && op.path === '/api/properties')!.body!,
      { io: 'input', unrepresentable: 'any' },
    ) as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['title', 'price', 'location', 'features', 'images', 'estrato', 'adminFee']),
    );
  });
});
