import type { WebhookEvent } from '@/lib/domain/webhooks';
import { Webhook, WebhookDelivery } from '@/models/webhook';

import { connectTestDb } from './stack-client';

/** How long the app holds its active subscriptions (lib/services/webhooks/active.ts), and a margin. */
const SUBSCRIBERS_SEEN_MS = 5_500;

/**
 * A subscription to `events` written to the database (the API would resolve its host name), seen
 * by the app once its cache of subscribers expires, and its deliveries read back. Other files'
 * events of the same types may reach it while it lives, so `bodies` keeps only those whose data
 * `matches`.
 */
export async function watchWebhooks(events: WebhookEvent[]) {
  await connectTestDb();
  const hook = await Webhook.create({
    url: 'https://hooks.example.invalid/arriendos',
    events,
    secret: `whsec_${Buffer.from('arriendos-webhooks-prueba').toString('base64')}`,
    createdBy: { id: 'pruebas', name: 'Pruebas de arriendos' },
  });
  await new Promise((resolve) => setTimeout(resolve, SUBSCRIBERS_SEEN_MS));
  return {
    async bodies(matches: (data: Record<string, unknown>) => boolean) {
      const rows = await WebhookDelivery.find({ subscriptionId: String(hook._id) }).lean<
        { type: string; body: string }[]
      >();
      return rows
        .map((row) => ({ type: row.type, ...(JSON.parse(row.body) as { data: Record<string, unknown> }) }))
        .filter((body) => matches(body.data));
    },
    async stop() {
      await Webhook.deleteOne({ _id: hook._id });
    },
  };
}
