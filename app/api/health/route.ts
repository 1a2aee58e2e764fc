import { connection, NextResponse } from 'next/server';
import { z } from 'zod';

import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { checkHealth } from '@/lib/services/health';
import { outboxHealthSchema } from '@/lib/validation/outbox';

const healthSchema = z.object({
  app: z.literal('ok'),
  database: z.enum(['ok', 'error']),
  latencyMs: z.number().nullable(),
  sharedCache: z.enum(['off', 'ok', 'error']),
  uptimeSeconds: z.number(),
  outbox: outboxHealthSchema
    .nullable()
    .describe('La bandeja de salida de correos y webhooks (null si la base de datos no responde)'),
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/health', 'Sistema', {
  GET: route(
    {
      auth: 'public',
      summary:
        'Estado de la aplicación y de la base de datos, y la cola de la bandeja de salida (correos y webhooks pendientes, fallidos y la edad del más antiguo)',
      responses: {
        200: { description: 'Todo responde', schema: okEnvelope(healthSchema) },
        503: { description: 'La base de datos no responde' },
      },
    },
    async () => {
      await connection(); // per request, never prerendered at build time
      const health = await checkHealth();
      const ok = health.database === 'ok';
      return NextResponse.json(
        { success: ok, ...(!ok && { message: 'La base de datos no responde', code: 'unavailable' }), data: health },
        { status: ok ? 200 : 503 },
      );
    },
  ),
});
