import 'server-only';

import { createHash } from 'node:crypto';

import { OutboxSentKey } from '../../../models/outbox-message';
import { trusted } from '../../db';

// A delivered message's dedupeKey, kept 30 days in outbox_sent_keys so that the same key is still
// skipped after its message left the outbox (docs/outbox.md#the-collection).

/** How long a delivered dedupeKey keeps refusing its twin. */
const SENT_KEY_DAYS = 30;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** A keyed message's `_id` (and its sent key's): the unique `_id` refuses a twin atomically on both databases. */
export function keyedId(dedupeKey: string): string {
  return `k-${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40)}`;
}

export async function alreadySent(id: string, now: Date): Promise<boolean> {
  const sent = await OutboxSentKey.findById(id, { expiresAt: 1 }).lean<{ expiresAt: Date }>();
  return Boolean(sent && sent.expiresAt > now);
}

/** Records message `id`'s key as delivered (before the message is deleted). */
export async function rememberSent(id: string, dedupeKey: string, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + SENT_KEY_DAYS * 24 * 60 * 60 * 1000);
  try {
    await OutboxSentKey.create({ _id: id, dedupeKey, sentAt: now, expiresAt });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    await OutboxSentKey.updateOne({ _id: id }, { $set: { sentAt: now, expiresAt } });
  }
}

let lastCleanup = 0;

/** Deletes the expired keys, at most once an hour per process (no TTL index on the embedded database). */
export async function removeExpiredKeys(now: Date): Promise<void> {
  if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
  lastCleanup = now.getTime();
  await OutboxSentKey.deleteMany({ expiresAt: trusted({ $lt: now }) });
}
