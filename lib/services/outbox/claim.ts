import 'server-only';

import { OutboxMessage as OutboxModel, type OutboxMessageDoc } from '../../../models/outbox-message';
import { trusted } from '../../db';
import { isEmbedded, serialQueue } from '../../db/capabilities';
import { OUTBOX_LEASE_MS } from '../../domain/outbox';
import { outboxTimeScale } from './scale';

// Claims (docs/outbox.md#claims): a message is taken by counting its attempt and moving its next
// attempt a lease ahead, so a crash after the claim makes it due again once the lease ends: that
// message may go twice, none is lost.

/**
 * The claims, and the writes that end them, on the embedded database: its conditional updates are
 * not isolated, so there each read-check-write runs one at a time (across instances with REDIS_URL).
 * On MongoDB the queue runs the task as it comes and the update's filter is the check.
 */
export const outboxQueue = serialQueue('outbox');

const leaseMs = () => Math.max(1000, Math.round(OUTBOX_LEASE_MS * outboxTimeScale()));

/**
 * Applies `update` to message `id` if it is still pending at `attempts` (no other worker has
 * claimed it since): one conditional update on MongoDB, a read and a write in the outbox's queue
 * on the embedded database. `due` also requires its next attempt to have come.
 */
export async function ifStill(
  id: string,
  attempts: number,
  update: Record<string, unknown>,
  due?: Date,
): Promise<OutboxMessageDoc | null> {
  return outboxQueue(async () => {
    if (await isEmbedded()) {
      const doc = await OutboxModel.findById(id).lean<OutboxMessageDoc>();
      if (!doc || doc.status !== 'pending' || doc.attempts !== attempts) return null;
      if (due && doc.nextAttemptAt > due) return null;
      await OutboxModel.updateOne({ _id: id }, { $set: update });
      return { ...doc, ...update } as OutboxMessageDoc;
    }
    const filter: Record<string, unknown> = { _id: id, status: 'pending', attempts };
    if (due) filter.nextAttemptAt = trusted({ $lte: due });
    return OutboxModel.findOneAndUpdate(filter, { $set: update }, { returnDocument: 'after' }).lean<OutboxMessageDoc>();
  });
}

/** Claims message `id` if it is due and nobody holds it: counts the attempt and takes the lease. */
export async function claim(id: string, now: Date): Promise<OutboxMessageDoc | null> {
  const current = await OutboxModel.findById(id, { attempts: 1, status: 1, nextAttemptAt: 1 }).lean<
    Pick<OutboxMessageDoc, 'attempts' | 'status' | 'nextAttemptAt'>
  >();
  if (!current || current.status !== 'pending' || current.nextAttemptAt > now) return null;
  return ifStill(
    id,
    current.attempts,
    { attempts: current.attempts + 1, nextAttemptAt: new Date(now.getTime() + leaseMs()), lastAttemptAt: now },
    now,
  );
}
