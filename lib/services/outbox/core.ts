import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { OutboxMessage as OutboxModel, OutboxSentKey, type OutboxMessageDoc } from '../../../models/outbox-message';
import { connectDb, trusted } from '../../db';
import { isEmbedded, serialQueue } from '../../db/capabilities';
import { ConflictError, NotFoundError } from '../../domain/errors';
import {
  nextAttemptDelay,
  OUTBOX_LEASE_MS,
  OUTBOX_MESSAGES,
  safeErrorText,
  type OutboxKind,
  type OutboxStatus,
} from '../../domain/outbox';
import { env } from '../../env';
import { delivererOf, outboxTimeScale, PermanentDeliveryError, type Deliverer, type OutboxMessage } from './registry';

export { PermanentDeliveryError, outboxTimeScale, registerDeliverer } from './registry';
export type { Deliverer, OutboxMessage } from './registry';
export type { OutboxKind } from '../../domain/outbox';

// One outbox for every e-mail and webhook delivery (docs/outbox.md). Deliverer modules import
// this file (never index.ts, which imports them); everyone else imports index.ts. A message is written with the
// change that causes it; delivering is claiming it (its attempt counted, its next attempt moved a
// lease ahead) and then sending, so a crash after the claim makes it due again once the lease ends:
// that message may go twice, none is lost. A delivered message is deleted (its dedupeKey kept 30
// days in outbox_sent_keys), so the collection holds only the backlog and the given-up.

export interface OutboxInput {
  kind: OutboxKind;
  payload: Record<string, unknown>;
  dedupeKey?: string;
}

/** How long a delivered dedupeKey keeps refusing its twin. */
const SENT_KEY_DAYS = 30;
/** Due messages one tick takes at most (sent side by side). */
const BATCH = 8;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * The claims, and the writes that end them, on the embedded database: its conditional updates are
 * not isolated, so there each read-check-write runs one at a time (across instances with REDIS_URL).
 * On MongoDB the queue runs the task as it comes and the update's filter is the check.
 */
const outboxQueue = serialQueue('outbox');

/**
 * Messages this process is sending now: a tick never takes one of them again, whatever its lease.
 * On globalThis: Next may load this module once per bundle (instrumentation, each route).
 */
const IN_FLIGHT = Symbol.for('inmobiliaria.outbox.inFlight');
const inFlight: Set<string> =
  ((globalThis as Record<symbol, unknown>)[IN_FLIGHT] as Set<string> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[IN_FLIGHT] = new Set<string>());

/** A keyed message's `_id` (and its sent key's): the unique `_id` refuses a twin atomically on both databases. */
export function keyedId(dedupeKey: string): string {
  return `k-${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40)}`;
}

const leaseMs = () => Math.max(1000, Math.round(OUTBOX_LEASE_MS * outboxTimeScale()));

async function alreadySent(id: string, now: Date): Promise<boolean> {
  const sent = await OutboxSentKey.findById(id, { expiresAt: 1 }).lean<{ expiresAt: Date }>();
  return Boolean(sent && sent.expiresAt > now);
}

/**
 * Writes the messages (a dedupeKey already in the outbox or already delivered is skipped, not an
 * error), then starts delivering them in this process without waiting. Returns the ids written.
 */
export async function enqueue(input: OutboxInput | OutboxInput[]): Promise<string[]> {
  await connectDb();
  const now = new Date();
  const ids: string[] = [];
  for (const item of Array.isArray(input) ? input : [input]) {
    const id = item.dedupeKey ? keyedId(item.dedupeKey) : randomUUID();
    if (item.dedupeKey && (await alreadySent(id, now))) continue;
    try {
      await OutboxModel.create({
        _id: id,
        kind: item.kind,
        payload: item.payload,
        dedupeKey: item.dedupeKey ?? null,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) continue; // its twin is already waiting
      throw error;
    }
    // A twin delivered between the check above and the insert: its sent key is written before its
    // message is deleted, so it shows here, and this copy goes.
    if (item.dedupeKey && (await alreadySent(id, now))) {
      await OutboxModel.deleteOne({ _id: id });
      continue;
    }
    ids.push(id);
  }
  if (ids.length) void deliverInOrder(ids);
  return ids;
}

/** Whether a message with `dedupeKey` is in the outbox now or was delivered in the last 30 days. */
export async function isQueuedOrSent(dedupeKey: string): Promise<boolean> {
  await connectDb();
  const id = keyedId(dedupeKey);
  if (await alreadySent(id, new Date())) return true;
  return Boolean(await OutboxModel.findById(id, { _id: 1 }).lean());
}

async function deliverInOrder(ids: string[]): Promise<void> {
  for (const id of ids) await attempt(id);
}

/**
 * Applies `update` to message `id` if it is still pending at `attempts` (no other worker has
 * claimed it since): one conditional update on MongoDB, a read and a write in the outbox's queue
 * on the embedded database. `due` also requires its next attempt to have come.
 */
async function ifStill(
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
async function claim(id: string, now: Date): Promise<OutboxMessageDoc | null> {
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

const asMessage = (doc: OutboxMessageDoc): OutboxMessage => ({
  id: doc._id,
  kind: doc.kind,
  payload: doc.payload,
  attempts: doc.attempts,
  createdAt: doc.createdAt,
  lastError: doc.lastError,
});

/** One attempt at message `id`: claim, send, then delete it, schedule the next attempt or give up. */
async function attempt(id: string): Promise<void> {
  if (inFlight.has(id)) return;
  inFlight.add(id);
  try {
    const now = new Date();
    const doc = await claim(id, now);
    if (!doc) return;
    const deliverer = delivererOf(doc.kind);
    if (!deliverer) {
      // Not this process's kind (never with deliverers.ts): the lease passes it to another.
      console.error(`[outbox] no deliverer for ${doc.kind}; message ${id} waits`);
      return;
    }
    const message = asMessage(doc);
    const notBefore = deliverer.notBefore?.(message, now);
    if (notBefore && notBefore > now) {
      await ifStill(id, doc.attempts, { attempts: doc.attempts - 1, nextAttemptAt: notBefore });
      return;
    }
    try {
      await deliverer.deliver(message);
    } catch (error) {
      await failed(doc, deliverer, message, error);
      return;
    }
    await delivered(doc);
  } catch (error) {
    // The database failed around the send: the lease brings the message back.
    console.error(`[outbox] message ${id}: ${safeErrorText(error)}`);
  } finally {
    inFlight.delete(id);
  }
}

async function delivered(doc: OutboxMessageDoc): Promise<void> {
  const now = new Date();
  if (doc.dedupeKey) {
    const expiresAt = new Date(now.getTime() + SENT_KEY_DAYS * 24 * 60 * 60 * 1000);
    try {
      await OutboxSentKey.create({ _id: doc._id, dedupeKey: doc.dedupeKey, sentAt: now, expiresAt });
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      await OutboxSentKey.updateOne({ _id: doc._id }, { $set: { sentAt: now, expiresAt } });
    }
  }
  // By `_id` alone: delivered is delivered, even if a worker took it again after the lease.
  await OutboxModel.deleteOne({ _id: doc._id });
}

async function failed(doc: OutboxMessageDoc, deliverer: Deliverer, message: OutboxMessage, error: unknown) {
  const lastError = safeErrorText(error);
  // By name too: Next may load the registry once per bundle, so the deliverer's class can be another copy.
  if (error instanceof PermanentDeliveryError || (error as Error | null)?.name === 'PermanentDeliveryError') {
    console.warn(`[outbox] ${doc.kind} ${doc._id} dropped: ${lastError}`);
    await OutboxModel.deleteOne({ _id: doc._id });
    return;
  }
  const now = new Date();
  const wait = nextAttemptDelay(deliverer.schedule, doc.attempts, outboxTimeScale());
  if (wait !== null) {
    await ifStill(doc._id, doc.attempts, { lastError, nextAttemptAt: new Date(now.getTime() + wait) });
    return;
  }
  const gaveUp = await ifStill(doc._id, doc.attempts, { lastError, status: 'failed', nextAttemptAt: now });
  console.error(`[outbox] ${doc.kind} ${doc._id} failed after ${doc.attempts} attempts: ${lastError}`);
  if (gaveUp && deliverer.onGiveUp) await deliverer.onGiveUp({ ...message, lastError });
}

/** One pass of the worker: the due messages, oldest first, a few at a time. */
export async function deliverDue(now = new Date()): Promise<number> {
  await connectDb();
  const due = await OutboxModel.find({ status: 'pending', nextAttemptAt: trusted({ $lte: now }) }, { _id: 1 })
    .sort({ nextAttemptAt: 1 })
    .limit(BATCH + inFlight.size)
    .lean<Array<{ _id: string }>>();
  const ids = due
    .map((row) => row._id)
    .filter((id) => !inFlight.has(id))
    .slice(0, BATCH);
  await Promise.all(ids.map(attempt));
  return ids.length;
}

let lastCleanup = 0;

async function removeExpiredKeys(now: Date): Promise<void> {
  if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
  lastCleanup = now.getTime();
  await OutboxSentKey.deleteMany({ expiresAt: trusted({ $lt: now }) });
}

const STARTED = Symbol.for('inmobiliaria.outbox.worker');

/**
 * Starts this instance's outbox timer (instrumentation.ts), every OUTBOX_TICK_MS. Always on, also
 * with ALERTS_TEST_CLOCK=1: the outbox runs on the wall clock. Several instances may tick at once:
 * each message is claimed before it is sent. Not with OUTBOX_WORKER=off (the tests' shared stack).
 */
export function startOutboxWorker(): void {
  const scope = globalThis as Record<symbol, unknown>;
  if (scope[STARTED] || env().OUTBOX_WORKER === 'off') return;
  scope[STARTED] = true;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const now = new Date();
      await deliverDue(now);
      await removeExpiredKeys(now);
    } catch (error) {
      console.error(`[outbox] pass failed; the next one retries: ${safeErrorText(error)}`);
    } finally {
      busy = false;
    }
  };
  setInterval(() => void tick(), env().OUTBOX_TICK_MS).unref();
  void tick(); // what a previous process left due
}

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

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** What an admin may see of a message: never its body, headers or secrets. */
function toRow(doc: OutboxMessageDoc): OutboxRow {
  const payload = doc.payload ?? {};
  return {
    id: doc._id,
    kind: doc.kind,
    status: doc.status,
    recipient: text(payload.to) ?? text(payload.url),
    summary: text(payload.subject) ?? text(payload.type) ?? text(payload.event),
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
 * Puts a failed message back in the queue, due now, and starts delivering it: one more attempt
 * (a failure sends it back to 'failed'). NotFoundError when unknown, ConflictError when not failed.
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
  void deliverInOrder([id]);
  return toRow(updated);
}
