import 'server-only';

import { WebhookDelivery } from '../../../models/webhook';
import { connectDb } from '../../db';
import { newWebhookId } from '../../domain/webhook-signature';
import type { WebhookType } from '../../domain/webhooks';
import { enqueue } from '../outbox';
import { subscribersOf } from './active';
import { pruneLogSoon } from './log';
import type { WebhookEmission } from './payloads';

/** The outbox payload of a webhook delivery: which log entry to send, to which subscription. */
export interface WebhookOutboxPayload extends Record<string, unknown> {
  deliveryId: string;
  subscriptionId: string;
  /** The event: for the outbox's admin view only. */
  type?: string;
}

/** The outbox message of one send of a delivery (`retry`: the number of a manual retry). */
export function webhookMessage(deliveryId: string, subscriptionId: string, type: string, retry?: number) {
  return {
    kind: 'webhook' as const,
    payload: { deliveryId, subscriptionId, type } satisfies WebhookOutboxPayload,
    dedupeKey: retry ? `webhook:${deliveryId}:retry:${retry}` : `webhook:${deliveryId}`,
  };
}

/** Writes one log entry per (subscription, event) and their outbox messages; the ids written. */
export async function queueDeliveries(
  emissions: readonly { type: WebhookType; data: Record<string, unknown> }[],
  subscriptionsOf: (type: WebhookType) => Promise<string[]>,
): Promise<string[]> {
  const rows = [];
  for (const { type, data } of emissions) {
    const subscriptions = await subscriptionsOf(type);
    if (subscriptions.length === 0) continue;
    const createdAt = new Date();
    const body = JSON.stringify({ type, timestamp: createdAt.toISOString(), data });
    for (const subscriptionId of subscriptions)
      rows.push({ _id: newWebhookId(), subscriptionId, type, body, status: 'pending', attempts: [], createdAt });
  }
  if (rows.length === 0) return [];
  await connectDb();
  await WebhookDelivery.insertMany(rows);
  await enqueue(rows.map((row) => webhookMessage(row._id, row.subscriptionId, row.type)));
  pruneLogSoon();
  return rows.map((row) => row._id);
}

/**
 * What a service calls after a write (never a route): the write's events go to the outbox before
 * the write answers, one message per active subscription to each. A failure is logged, not
 * thrown: the write itself has happened and its answer must say so.
 */
export async function emitWebhooks(emissions: readonly WebhookEmission[]): Promise<void> {
  if (emissions.length === 0) return;
  try {
    await queueDeliveries(emissions, (type) => subscribersOf(type as WebhookEmission['type']));
  } catch (error) {
    const types = emissions.map((e) => e.type).join(', ');
    console.error(`[webhooks] could not queue ${types}:`, error instanceof Error ? error.message : error);
  }
}
