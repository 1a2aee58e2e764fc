import type { WebhookEvent } from '../../domain/webhooks';
import type { ApiWebhook, ApiWebhookDelivery } from '../../validation/webhooks';

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

/** A stored subscription (lean), its secret only where selected. */
export interface StoredWebhook {
  _id: { toString(): string };
  url: string;
  events: string[];
  description?: string | null;
  secret?: string;
  active?: boolean | null;
  disabledAt?: Date | null;
  disabledReason?: string | null;
  failingSince?: Date | null;
  createdBy: { id: string; name: string };
  lastDelivery?: { at?: Date | null; ok?: boolean | null; statusCode?: number | null; error?: string | null } | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

export interface StoredDelivery {
  _id: string;
  subscriptionId: string;
  type: string;
  body: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts?: Array<{
    at: Date;
    statusCode?: number | null;
    error?: string | null;
    durationMs: number;
    manual?: boolean | null;
  }>;
  succeededAt?: Date | null;
  createdAt: Date;
}

/** A subscription as the API shows it: never the secret. */
export function toApiWebhook(doc: StoredWebhook): ApiWebhook {
  const last = doc.lastDelivery?.at ? doc.lastDelivery : null;
  return {
    id: doc._id.toString(),
    url: doc.url,
    events: doc.events as WebhookEvent[],
    description: doc.description ?? '',
    active: doc.active !== false,
    disabledAt: iso(doc.disabledAt),
    disabledReason: doc.disabledReason ?? null,
    failingSince: iso(doc.failingSince),
    createdBy: { id: doc.createdBy.id, name: doc.createdBy.name },
    lastDelivery: last
      ? { at: iso(last.at)!, ok: !!last.ok, statusCode: last.statusCode ?? null, error: last.error ?? null }
      : null,
    createdAt: iso(doc.createdAt) ?? '',
    updatedAt: iso(doc.updatedAt) ?? '',
  };
}

export function toApiDelivery(doc: StoredDelivery): ApiWebhookDelivery {
  let payload: unknown = null;
  try {
    payload = JSON.parse(doc.body);
  } catch {
    payload = doc.body;
  }
  return {
    id: doc._id,
    type: doc.type,
    status: doc.status,
    payload,
    attempts: (doc.attempts ?? []).map((attempt) => ({
      at: iso(attempt.at) ?? '',
      statusCode: attempt.statusCode ?? null,
      error: attempt.error ?? null,
      durationMs: attempt.durationMs,
      manual: !!attempt.manual,
    })),
    createdAt: iso(doc.createdAt) ?? '',
  };
}
