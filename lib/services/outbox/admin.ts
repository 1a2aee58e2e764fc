import 'server-only';

import { OutboxMessage as OutboxModel, type OutboxMessageDoc } from '../../../models/outbox-message';
import { connectDb } from '../../db';
import { isEmbedded } from '../../db/capabilities';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { OUTBOX_MESSAGES, outboxSummary, type OutboxKind, type OutboxStatus } from '../../domain/outbox';
import { outboxQueue } from './claim';
import { announceDue } from './wake';

// What admins and the health check see of the outbox, and the retry by hand.

export interface OutboxHealth {
  /** Messages waiting to be delivered (pending). */
  backlog: number;
  /** Messages given up on, waiting for an admin's retry. */
  failed: number;
  /** Age of the oldest pending message, in whole seconds (0 when none). */
  oldestAgeSeconds: number;
}

export async function outboxHealth(now = new Date()): Promise<OutboxHealth> {
  await connectDb();
  const [backlog, failedCount, oldest] = await Promise.all([
    OutboxModel.countDocuments({ status: 'pending' }),
    OutboxModel.countDocuments({ status: 'failed' }),
    OutboxModel.findOne({ status: 'pending' }, { createdAt: 1 }).sort({ createdAt: 1 }).lean<{ createdAt: Date }>(),
  ]);
  const oldestAgeSeconds = oldest ? Math.max(0, Math.floor((now.getTime() - oldest.createdAt.getTime()) / 1000)) : 0;
  return { backlog, failed: failedCount, oldestAgeSeconds };
}

export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  status: OutboxStatus;
  /** The e-mail's recipient or the webhook's URL. */
  recipient: string | null;
  /** The e-mail's subject or the webhook's event type. */
  summary: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
}

/** What an admin may see of a message: never its body, headers or secrets. */
function toRow(doc: OutboxMessageDoc): OutboxRow {
  return {
    id: doc._id,
    kind: doc.kind,
    status: doc.status,
    ...outboxSummary(doc.payload),
    attempts: doc.attempts,
    lastError: doc.lastError ?? null,
    createdAt: doc.createdAt.toISOString(),
    nextAttemptAt: doc.nextAttemptAt.toISOString(),
    lastAttemptAt: doc.lastAttemptAt ? doc.lastAttemptAt.toISOString() : null,
  };
}

/** The messages of one status, oldest first (at most `limit`). */
export async function listOutbox(status: OutboxStatus, limit = 100): Promise<OutboxRow[]> {
  await connectDb();
  const docs = await OutboxModel.find({ status }).sort({ createdAt: 1 }).limit(limit).lean<OutboxMessageDoc[]>();
  return docs.map(toRow);
}

/**
 * Puts a failed message back in the queue, due now, and has this process's runner deliver it:
 * one more attempt (a failure sends it back to 'failed'). NotFoundError when unknown,
 * ConflictError when not failed.
 */
export async function retryOutboxMessage(id: string): Promise<OutboxRow> {
  await connectDb();
  const now = new Date();
  const updated = await outboxQueue(async () => {
    const doc = await OutboxModel.findById(id).lean<OutboxMessageDoc>();
    if (!doc) throw new NotFoundError(OUTBOX_MESSAGES.notFound);
    if (doc.status !== 'failed') throw new ConflictError(OUTBOX_MESSAGES.notFailed);
    const filter: Record<string, unknown> = (await isEmbedded()) ? { _id: id } : { _id: id, status: 'failed' };
    const after = await OutboxModel.findOneAndUpdate(
      filter,
      { $set: { status: 'pending', nextAttemptAt: now } },
      { returnDocument: 'after' },
    ).lean<OutboxMessageDoc>();
    if (!after) throw new ConflictError(OUTBOX_MESSAGES.notFailed);
    return after;
  });
  announceDue([id]);
  return toRow(updated);
}
