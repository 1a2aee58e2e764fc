import 'server-only';

import { Webhook, WebhookDelivery } from '../../../models/webhook';
import { connectDb, trusted } from '../../db';
import { paginate, type Page } from '../../domain/pagination';
import { WEBHOOK_LOG_DAYS, WEBHOOK_LOG_KEEP } from '../../domain/webhooks';
import type { ApiWebhookDelivery, WebhookDeliveryQuery } from '../../validation/webhooks';
import { toApiDelivery, type StoredDelivery } from './mapper';
import { findWebhook } from './subscriptions';

/** GET /api/webhooks/{id}/deliveries: the log, newest first (404 for an unknown subscription). */
export async function listDeliveries(id: string, query: WebhookDeliveryQuery): Promise<Page<ApiWebhookDelivery>> {
  await findWebhook(id);
  const filter = { subscriptionId: id };
  const [rows, total] = await Promise.all([
    WebhookDelivery.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<StoredDelivery[]>(),
    WebhookDelivery.countDocuments(filter),
  ]);
  return paginate(rows.map(toApiDelivery), { page: query.page, limit: query.limit, total });
}

// The log stays bounded: entries older than 30 days go, and a subscription keeps its last 200.
// Pruned at most every PRUNE_EVERY_MS per process, after a delivery is queued, off the request.
const PRUNE_EVERY_MS = 10 * 60_000;
let lastPrune = 0;

export function pruneLogSoon(): void {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  setTimeout(() => {
    pruneLog().catch((error: unknown) =>
      console.error('[webhooks] could not prune the log:', error instanceof Error ? error.message : error),
    );
  }, 1000).unref();
}

export async function pruneLog(now = new Date()): Promise<void> {
  await connectDb();
  const cutoff = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 24 * 3600_000);
  await WebhookDelivery.deleteMany({
    createdAt: trusted({ $lt: cutoff }),
    status: trusted({ $in: ['succeeded', 'failed'] as ('succeeded' | 'failed')[] }),
  });
  const subscriptions = await Webhook.find({}).select('_id').lean<{ _id: unknown }[]>();
  for (const { _id } of subscriptions) {
    const old = await WebhookDelivery.find({ subscriptionId: String(_id) })
      .sort({ createdAt: -1 })
      .skip(WEBHOOK_LOG_KEEP)
      .select('_id status')
      .lean<{ _id: string; status: string }[]>();
    const ids = old.filter((row) => row.status !== 'pending').map((row) => row._id);
    if (ids.length) await WebhookDelivery.deleteMany({ _id: trusted({ $in: ids }) });
  }
}
