import 'server-only';

import { WebhookDelivery } from '../../../models/webhook';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { WEBHOOK_MESSAGES } from '../../domain/webhooks';
import type { ApiWebhookDelivery } from '../../validation/webhooks';
import { enqueue } from '../outbox';
import { queueDeliveries, webhookMessage } from './emit';
import { toApiDelivery, type StoredDelivery } from './mapper';
import { findWebhook } from './subscriptions';

/**
 * POST /api/webhooks/{id}/deliveries/{deliveryId}/retry: the same body under the same webhook-id,
 * once, now (a new timestamp and so a new signature). 409 while the subscription is disabled.
 */
export async function retryDelivery(id: string, deliveryId: string): Promise<ApiWebhookDelivery> {
  const hook = await findWebhook(id);
  const delivery = await WebhookDelivery.findById(deliveryId).lean<StoredDelivery>();
  if (!delivery || delivery.subscriptionId !== id) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
  if (hook.active === false) throw new ConflictError(WEBHOOK_MESSAGES.disabled);
  await WebhookDelivery.updateOne({ _id: deliveryId }, { $set: { status: 'pending' } });
  const message = webhookMessage(deliveryId, id, delivery.type, Date.now());
  await enqueue({ ...message, payload: { ...message.payload, manual: true } });
  return toApiDelivery({ ...delivery, status: 'pending' });
}

/** POST /api/webhooks/{id}/test: a `webhook.test` event to this subscription only, whatever its events. */
export async function testWebhook(id: string): Promise<ApiWebhookDelivery> {
  const hook = await findWebhook(id);
  if (hook.active === false) throw new ConflictError(WEBHOOK_MESSAGES.disabled);
  const data = { webhookId: id, url: hook.url, message: 'Evento de prueba de Inmobiliaria Bogotá' };
  const [deliveryId] = await queueDeliveries([{ type: 'webhook.test', data }], async () => [id]);
  const delivery = await WebhookDelivery.findById(deliveryId).lean<StoredDelivery>();
  return toApiDelivery(delivery!);
}
