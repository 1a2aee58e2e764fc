import 'server-only';

import { WebhookDelivery } from '../../../models/webhook';
import { connectDb, trusted } from '../../db';
import { UnavailableError } from '../../domain/errors';
import { OUTBOX_MESSAGES, safeErrorText } from '../../domain/outbox';
import type { WebhookPayload } from '../../domain/outbox-messages';
import { newWebhookId } from '../../domain/webhook-signature';
import type { WebhookType } from '../../domain/webhooks';
import { enqueue, tryBriefly } from '../outbox';
import { subscribersOf } from './active';
import { pruneLogSoon } from './log';
import type { WebhookEmission } from './payloads';

/** The outbox message of one send of a delivery (`retry`: the number of a manual retry). */
export function webhookMessage(deliveryId: string, subscriptionId: string, type: string, retry?: number) {
  return {
    kind: 'webhook' as const,
    payload: { deliveryId, subscriptionId, type } satisfies WebhookPayload,
    dedupeKey: retry ? `webhook:${deliveryId}:retry:${retry}` : `webhook:${deliveryId}`,
  };
}

type Row = { _id: string; subscriptionId: string; type: WebhookType; body: string; status: 'pending' };

/** The log entries, tried again briefly like the outbox's own write; a retry skips what the first wrote. */
async function writeLog(rows: Row[]): Promise<void> {
  let again = false;
  await tryBriefly(async () => {
    await connectDb();
    let missing = rows;
    if (again) {
      const ids = rows.map((row) => row._id);
      const have = await WebhookDelivery.find({ _id: trusted({ $in: ids }) }, { _id: 1 }).lean<{ _id: string }[]>();
      const written = new Set(have.map((row) => row._id));
      missing = rows.filter((row) => !written.has(row._id));
    }
    again = true;
    if (missing.length) await WebhookDelivery.insertMany(missing);
  });
}

/**
 * Writes one log entry per (subscription, event) and their outbox messages; the ids written.
 * Throws UnavailableError when they could not be written (the outbox's policy, docs/outbox.md).
 */
export async function queueDeliveries(
  emissions: readonly { type: WebhookType; data: Record<string, unknown> }[],
  subscriptionsOf: (type: WebhookType) => Promise<string[]>,
): Promise<string[]> {
  const rows = [];
  for (const { type, data } of emissions) {
    const subscriptions = await tryBriefly(() => subscriptionsOf(type));
    if (subscriptions.length === 0) continue;
    const createdAt = new Date();
    const body = JSON.stringify({ type, timestamp: createdAt.toISOString(), data });
    for (const subscriptionId of subscriptions)
      rows.push({
        _id: newWebhookId(),
        subscriptionId,
        type,
        body,
        status: 'pending' as const,
        attempts: [],
        createdAt,
      });
  }
  if (rows.length === 0) return [];
  await writeLog(rows);
  // A message the outbox could not write leaves its log entry pending: the log's retry sends it.
  await enqueue(rows.map((row) => webhookMessage(row._id, row.subscriptionId, row.type)));
  pruneLogSoon();
  return rows.map((row) => row._id);
}

/**
 * What a service calls after a write (never a route): the write's events go to the outbox before
 * the write answers, one message per active subscription to each. The outbox's one failure
 * policy (docs/outbox.md#when-the-enqueue-fails), as for an e-mail: tried again briefly, then
 * UnavailableError (503: the write was saved, its notification not scheduled), the loss logged.
 */
export async function emitWebhooks(emissions: readonly WebhookEmission[]): Promise<void> {
  if (emissions.length === 0) return;
  try {
    await queueDeliveries(emissions, (type) => subscribersOf(type as WebhookEmission['type']));
  } catch (error) {
    if (error instanceof UnavailableError) throw error; // the outbox named what it lost
    const types = emissions.map((e) => e.type).join(', ');
    console.error(`[webhooks] LOST events ${types}: not queued: ${safeErrorText(error)}`);
    throw new UnavailableError(OUTBOX_MESSAGES.notScheduled, 'notification_not_scheduled');
  }
}
