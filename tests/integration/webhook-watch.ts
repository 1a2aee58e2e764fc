import { expect } from 'vitest';

import type { WebhookEvent } from '@/lib/domain/webhooks';
import { WebhookDelivery } from '@/models/webhook';

import { asAdmin } from './accounts';
import { connectTestDb } from './stack-client';

/**
 * A subscription to `events`, made through the API so the app forgets its cached subscribers at
 * once (a row written behind its back is seen only after a few seconds), and its deliveries read
 * back from the database. Other files' events of the same types may reach it while it lives, so
 * `bodies` keeps only those whose data `matches`.
 */
export async function watchWebhooks(events: WebhookEvent[]) {
  const created = await asAdmin('POST', '/api/webhooks', { url: 'https://hooks.example.invalid/arriendos', events });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body.data as { id: string }).id;
  await connectTestDb();
  return {
    async bodies(matches: (data: Record<string, unknown>) => boolean) {
      const rows = await WebhookDelivery.find({ subscriptionId: id }).lean<{ type: string; body: string }[]>();
      return rows
        .map((row) => ({ type: row.type, ...(JSON.parse(row.body) as { data: Record<string, unknown> }) }))
        .filter((body) => matches(body.data));
    },
    async stop() {
      expect((await asAdmin('DELETE', `/api/webhooks/${id}`)).status).toBe(200);
    },
  };
}
