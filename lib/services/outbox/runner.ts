import 'server-only';

import { OutboxMessage as OutboxModel, type OutboxMessageDoc } from '../../../models/outbox-message';
import { connectDb, trusted } from '../../db';
import { nextAttemptDelay, safeErrorText } from '../../domain/outbox';
import {
  PermanentDeliveryError,
  type Deliverer,
  type Deliverers,
  type OutboxMessage,
} from '../../domain/outbox-messages';
import { env } from '../../env';
import { claim, ifStill } from './claim';
import { outboxTimeScale } from './scale';
import { rememberSent, removeExpiredKeys } from './sent-keys';
import { listenForDue } from './wake';

// The outbox's runner: it claims a message, hands it to its kind's deliverer, then deletes it,
// schedules its next attempt or gives up. It knows no deliverer of its own: the map of kinds to
// deliverers is passed in (lib/services/delivery), so this module imports no sender.

/** Due messages one pass takes at most (sent side by side). */
const BATCH = 8;

export interface OutboxRunner {
  /** Claims and sends these messages one after another, those that are due and free. */
  deliver(ids: readonly string[]): Promise<void>;
  /** One pass of the worker: the due messages, oldest first, a few at a time. Returns how many. */
  deliverDue(now?: Date): Promise<number>;
  /**
   * This instance's delivery (instrumentation.ts, once): what enqueue announces is sent at once,
   * and a timer every OUTBOX_TICK_MS sends what is due (not with OUTBOX_WORKER=off, the tests'
   * shared stack). Always on the wall clock, also with ALERTS_TEST_CLOCK=1. Several instances
   * may run at once: each message is claimed before it is sent.
   */
  start(): void;
}

const asMessage = (doc: OutboxMessageDoc): OutboxMessage => ({
  id: doc._id,
  kind: doc.kind,
  payload: doc.payload,
  attempts: doc.attempts,
  createdAt: doc.createdAt,
  lastError: doc.lastError,
});

async function delivered(doc: OutboxMessageDoc): Promise<void> {
  if (doc.dedupeKey) await rememberSent(doc._id, doc.dedupeKey, new Date());
  // By `_id` alone: delivered is delivered, even if a worker took it again after the lease.
  await OutboxModel.deleteOne({ _id: doc._id });
}

async function failed(doc: OutboxMessageDoc, deliverer: Deliverer, message: OutboxMessage, error: unknown) {
  const lastError = safeErrorText(error);
  // instanceof is enough: the deliverers run in the runner's own bundle (the map is passed in).
  if (error instanceof PermanentDeliveryError) {
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

export function createOutboxRunner(deliverers: Deliverers): OutboxRunner {
  /** Messages this runner is sending now: it never takes one of them again, whatever its lease. */
  const inFlight = new Set<string>();
  let started = false;

  /** One attempt at message `id`: claim, send, then delete it, schedule the next attempt or give up. */
  async function attempt(id: string): Promise<void> {
    if (inFlight.has(id)) return;
    inFlight.add(id);
    try {
      const now = new Date();
      const doc = await claim(id, now);
      if (!doc) return;
      const deliverer = deliverers[doc.kind] as Deliverer | undefined;
      if (!deliverer) {
        // A kind this build does not know (a newer instance wrote it): the lease passes it on.
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

  async function deliver(ids: readonly string[]): Promise<void> {
    for (const id of ids) await attempt(id);
  }

  async function deliverDue(now = new Date()): Promise<number> {
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

  function start(): void {
    if (started) return;
    started = true;
    listenForDue((ids) => void deliver(ids));
    if (env().OUTBOX_WORKER === 'off') return;
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

  return { deliver, deliverDue, start };
}
