import 'server-only';

import { User } from '../../../models/user';
import { Webhook, WebhookDelivery } from '../../../models/webhook';
import { connectDb, trusted } from '../../db';
import { InvalidError } from '../../domain/errors';
import {
  PermanentDeliveryError,
  type Deliverer,
  type OutboxMessage,
  type WebhookPayload,
} from '../../domain/outbox-messages';
import { webhookHeaders } from '../../domain/webhook-signature';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_MESSAGES, WEBHOOK_RETRY_SCHEDULE } from '../../domain/webhooks';
import { siteOrigin } from '../../env';
import { outboxTimeScale, queueMail } from '../outbox';
import { forgetSubscriptions } from './active';
import type { StoredDelivery, StoredWebhook } from './mapper';
import { postWebhook, type AttemptResult } from './send';
import { resolveTarget } from './targets';

// The outbox's deliverer of webhooks (exported by index.ts for lib/services/delivery's map): one
// attempt per call, logged with its status code and time; the outbox retries on the schedule of
// lib/domain/webhooks.ts and survives restarts; its claims keep two instances from sending one
// message twice.

const ok = (result: AttemptResult) => result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

/** One attempt: the target checked again (DNS may have changed), then the signed POST. */
async function attempt(hook: StoredWebhook & { secret: string }, delivery: StoredDelivery): Promise<AttemptResult> {
  let target;
  try {
    target = await resolveTarget(hook.url);
  } catch (error) {
    if (error instanceof InvalidError) return { statusCode: null, error: error.message, durationMs: 0 };
    throw error;
  }
  const timestamp = Math.floor(Date.now() / 1000);
  return postWebhook(target, webhookHeaders(hook.secret, delivery._id, timestamp, delivery.body), delivery.body);
}

async function deliver(message: OutboxMessage): Promise<void> {
  const { deliveryId, subscriptionId, manual } = message.payload as WebhookPayload;
  await connectDb();
  const [delivery, hook] = await Promise.all([
    WebhookDelivery.findById(deliveryId).lean<StoredDelivery>(),
    Webhook.findById(subscriptionId).select('+secret').lean<StoredWebhook & { secret: string }>(),
  ]);
  if (!delivery || !hook) throw new PermanentDeliveryError('Webhook or delivery deleted');
  // A later send (a manual retry) got it through already.
  if (delivery.status === 'succeeded' && delivery.succeededAt && delivery.succeededAt >= message.createdAt) return;
  if (hook.active === false) {
    await WebhookDelivery.updateOne({ _id: deliveryId, status: 'pending' }, { $set: { status: 'failed' } });
    throw new PermanentDeliveryError('Webhook disabled');
  }
  const at = new Date();
  const result = await attempt(hook, delivery);
  const success = ok(result);
  await WebhookDelivery.updateOne(
    { _id: deliveryId },
    {
      $push: { attempts: { at, ...result, manual: !!manual } },
      ...(success ? { $set: { status: 'succeeded', succeededAt: new Date() } } : {}),
    },
  );
  const last = { at, ok: success, statusCode: result.statusCode, error: result.error };
  if (success) {
    await Webhook.updateOne({ _id: subscriptionId }, { $set: { lastDelivery: last, failingSince: null } });
    return;
  }
  await noteFailure(hook, last);
  const reason = result.error ?? `HTTP ${result.statusCode}`;
  // A retry by hand is one attempt: the automatic schedule is the original send's.
  if (manual) {
    await WebhookDelivery.updateOne({ _id: deliveryId, status: 'pending' }, { $set: { status: 'failed' } });
    throw new PermanentDeliveryError(reason);
  }
  throw new Error(reason);
}

/**
 * A failure starts a run of failures, or ends the subscription once the run has lasted 24 hours
 * (scaled by OUTBOX_TIME_SCALE): disabled, and the admins told once.
 */
async function noteFailure(hook: StoredWebhook, last: Record<string, unknown>): Promise<void> {
  const id = hook._id.toString();
  const since = hook.failingSince ? new Date(hook.failingSince) : null;
  if (!since) {
    await Webhook.updateOne({ _id: id }, { $set: { lastDelivery: last, failingSince: last.at } });
    return;
  }
  if (Date.now() - since.getTime() < WEBHOOK_DISABLE_AFTER_MS * outboxTimeScale()) {
    await Webhook.updateOne({ _id: id }, { $set: { lastDelivery: last } });
    return;
  }
  // The deliveries are marked first: whoever sees the subscription disabled (or the admins'
  // e-mail) finds its pending deliveries already failed.
  await WebhookDelivery.updateMany({ subscriptionId: id, status: 'pending' }, { $set: { status: 'failed' } });
  const disabled = await Webhook.updateOne(
    { _id: id, active: trusted({ $ne: false }) },
    {
      $set: {
        lastDelivery: last,
        active: false,
        disabledAt: new Date(),
        disabledReason: WEBHOOK_MESSAGES.disabledAfterFailures,
      },
    },
  );
  forgetSubscriptions();
  if (disabled.modifiedCount === 1) await tellAdmins(hook, since);
  throw new PermanentDeliveryError('Webhook disabled after 24 hours of failures');
}

async function tellAdmins(hook: StoredWebhook, since: Date): Promise<void> {
  const admins = await User.find({ role: 'admin', active: trusted({ $ne: false }) })
    .select('email')
    .lean<Array<{ email: string }>>();
  const panel = `${siteOrigin()}/admin/integraciones`;
  const when = new Intl.DateTimeFormat('es-CO', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Bogota',
  }).format(since);
  for (const admin of admins)
    await queueMail(
      {
        to: admin.email,
        subject: 'Webhook desactivado por entregas fallidas',
        text: [
          `El webhook a ${hook.url} lleva fallando desde el ${when} y se desactivó: no se le enviarán más eventos.`,
          '',
          `Revisa el registro de entregas, corrige el receptor y vuelve a activarlo en ${panel}.`,
        ].join('\n'),
      },
      { dedupeKey: `webhook-disabled:${hook._id.toString()}:${since.getTime()}:${admin.email}` },
    );
}

/** After the last attempt of the schedule. */
async function onGiveUp(message: OutboxMessage): Promise<void> {
  const { deliveryId } = message.payload as WebhookPayload;
  await connectDb();
  await WebhookDelivery.updateOne({ _id: deliveryId, status: 'pending' }, { $set: { status: 'failed' } });
}

/** The deliverer of kind 'webhook' (lib/services/delivery's map). */
export const webhookDeliverer: Deliverer = { deliver, onGiveUp, schedule: WEBHOOK_RETRY_SCHEDULE };
