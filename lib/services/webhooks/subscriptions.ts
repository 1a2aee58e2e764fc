import 'server-only';

import { Webhook, WebhookDelivery } from '../../../models/webhook';
import { connectDb } from '../../db';
import { updateAndReturn } from '../../db/capabilities';
import type { Actor } from '../../domain/activity';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { newWebhookSecret } from '../../domain/webhook-signature';
import { WEBHOOK_DISABLED_BY_ADMIN, WEBHOOK_MAX_SUBSCRIPTIONS, WEBHOOK_MESSAGES } from '../../domain/webhooks';
import type { ApiWebhook, ApiWebhookCreated, WebhookCreate, WebhookPatch } from '../../validation/webhooks';
import { logCreate, logDelete, logUpdate } from '../activity';
import { forgetSubscriptions } from './active';
import { toApiWebhook, type StoredWebhook } from './mapper';
import { resolveTarget } from './targets';

// Subscriptions are few (at most 20): every list is one small read, and every write forgets the
// list emit.ts keeps in memory.

const LOGGED = ['url', 'events', 'description', 'active'] as const;
const target = (hook: ApiWebhook) => ({ entity: 'webhook' as const, id: hook.id, label: hook.url });

/** GET /api/webhooks: every subscription, newest first, without secrets. */
export async function listWebhooks(): Promise<ApiWebhook[]> {
  await connectDb();
  const rows = await Webhook.find({}).sort({ createdAt: -1 }).limit(100).lean<StoredWebhook[]>();
  return rows.map(toApiWebhook);
}

export async function findWebhook(id: string): Promise<StoredWebhook> {
  await connectDb();
  const row = await Webhook.findById(id).lean<StoredWebhook>();
  if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** POST /api/webhooks: checks the URL (https, public after DNS), and answers the secret this once. */
export async function createWebhook(input: WebhookCreate, actor: Actor): Promise<ApiWebhookCreated> {
  await connectDb();
  await resolveTarget(input.url);
  if ((await Webhook.countDocuments({})) >= WEBHOOK_MAX_SUBSCRIPTIONS)
    throw new ConflictError(WEBHOOK_MESSAGES.tooMany, 'limit_reached');
  const secret = newWebhookSecret();
  const doc = await Webhook.create({
    url: input.url,
    events: input.events,
    description: input.description ?? '',
    secret,
    active: true,
    createdBy: { id: actor.id, name: actor.name },
  });
  forgetSubscriptions();
  const created = toApiWebhook(doc.toObject() as StoredWebhook);
  await logCreate(actor, target(created), created, LOGGED);
  return { ...created, secret };
}

/**
 * PATCH /api/webhooks/{id}: a new URL is checked again; `active: false` stops its pending
 * deliveries, `active: true` starts afresh (failingSince cleared).
 */
export async function updateWebhook(id: string, patch: WebhookPatch, actor: Actor): Promise<ApiWebhook> {
  const current = await findWebhook(id);
  if (patch.url !== undefined && patch.url !== current.url) await resolveTarget(patch.url);
  const set: Record<string, unknown> = {};
  if (patch.url !== undefined) set.url = patch.url;
  if (patch.events !== undefined) set.events = patch.events;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.active === true && current.active === false)
    Object.assign(set, { active: true, disabledAt: null, disabledReason: null, failingSince: null });
  if (patch.active === false && current.active !== false)
    Object.assign(set, { active: false, disabledAt: new Date(), disabledReason: WEBHOOK_DISABLED_BY_ADMIN });
  const updated = Object.keys(set).length
    ? await updateAndReturn<StoredWebhook>(Webhook, { _id: id }, { $set: set }, { runValidators: true })
    : current;
  if (!updated) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  forgetSubscriptions();
  const [before, after] = [toApiWebhook(current), toApiWebhook(updated)];
  await logUpdate(actor, target(after), before, after, LOGGED);
  return after;
}

/** DELETE /api/webhooks/{id}: the subscription and its log; its pending messages stop at their next turn. */
export async function deleteWebhook(id: string, actor: Actor): Promise<void> {
  const current = await findWebhook(id);
  await Webhook.deleteOne({ _id: id });
  await WebhookDelivery.deleteMany({ subscriptionId: id });
  forgetSubscriptions();
  await logDelete(actor, target(toApiWebhook(current)));
}
