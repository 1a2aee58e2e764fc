import 'server-only';

import { randomUUID } from 'node:crypto';

import { OutboxMessage as OutboxModel } from '../../../models/outbox-message';
import { connectDb } from '../../db';
import { UnavailableError } from '../../domain/errors';
import { ENQUEUE_RETRY_WAITS_MS, OUTBOX_MESSAGES, outboxSummary, safeErrorText } from '../../domain/outbox';
import type { OutboxInput } from '../../domain/outbox-messages';
import { alreadySent, keyedId } from './sent-keys';
import { announceDue } from './wake';

// The one way into the outbox, for e-mails (mail.ts) and webhooks alike, with one failure policy
// (docs/outbox.md#when-the-enqueue-fails): a message is written with the change that causes it,
// after that change is saved; a failed write is tried again briefly, and if it still fails the
// caller gets one UnavailableError (503) saying the change was saved but its notification was
// not scheduled, while the server log names what was lost. Never a silent drop.

/** Writes one message; its id, or null when it was skipped (its dedupeKey is queued or was sent). */
export type WriteMessage = (item: OutboxInput, now: Date) => Promise<string | null>;

const writeMessage: WriteMessage = async (item, now) => {
  await connectDb();
  const id = item.dedupeKey ? keyedId(item.dedupeKey) : randomUUID();
  if (item.dedupeKey && (await alreadySent(id, now))) return null;
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
    if ((error as { code?: number }).code === 11000) return null; // its twin is already waiting
    throw error;
  }
  // A twin delivered between the check above and the insert: its sent key is written before its
  // message is deleted, so it shows here, and this copy goes.
  if (item.dedupeKey && (await alreadySent(id, now))) {
    await OutboxModel.deleteOne({ _id: id });
    return null;
  }
  return id;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task`, and again after each of `waits` while it throws; the last error if all failed. */
export async function tryBriefly<T>(task: () => Promise<T>, waits: readonly number[] = ENQUEUE_RETRY_WAITS_MS) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= waits.length) throw error;
      await pause(waits[attempt]);
    }
  }
}

/** The log line of a message that could not be written: its kind, key and addressee, never its body. */
export function lostMessageLine(item: OutboxInput, error: unknown, tries: number): string {
  const { recipient, summary } = outboxSummary(item.payload);
  const target = item.kind === 'webhook' ? `subscription ${item.payload.subscriptionId}` : (recipient ?? '?');
  const what = item.kind === 'webhook' ? `delivery ${item.payload.deliveryId}` : (summary ?? '?');
  return (
    `[outbox] LOST ${item.kind} message, key ${item.dedupeKey ?? '(none)'}, to ${target}, ${what}: ` +
    `not written after ${tries} tries: ${safeErrorText(error)}`
  );
}

/**
 * enqueue with its write given: the policy itself, tested with a failing write. Every message is
 * tried (one lost message does not keep the others out); the written ones go to this process's
 * runner at once; then, if any was lost, UnavailableError.
 */
export async function enqueueWith(
  input: OutboxInput | OutboxInput[],
  write: WriteMessage,
  waits: readonly number[] = ENQUEUE_RETRY_WAITS_MS,
): Promise<string[]> {
  const now = new Date();
  const ids: string[] = [];
  let lost = 0;
  for (const item of Array.isArray(input) ? input : [input]) {
    try {
      const id = await tryBriefly(() => write(item, now), waits);
      if (id) ids.push(id);
    } catch (error) {
      lost++;
      console.error(lostMessageLine(item, error, waits.length + 1));
    }
  }
  announceDue(ids);
  if (lost) throw new UnavailableError(OUTBOX_MESSAGES.notScheduled, 'notification_not_scheduled');
  return ids;
}

/**
 * Writes the messages (a dedupeKey already in the outbox or already delivered is skipped, not an
 * error), then has this process's runner start delivering them without waiting. Await it inside
 * the change, after the change is saved. Returns the ids written; throws UnavailableError when a
 * message could not be written after brief retries (the policy above).
 */
export function enqueue(input: OutboxInput | OutboxInput[]): Promise<string[]> {
  return enqueueWith(input, writeMessage);
}

/**
 * The notifications of one change (its webhooks, its e-mails), each queued even when an earlier
 * one failed, then the first failure thrown: one lost message never keeps the others from going.
 */
export async function queueAll(...tasks: Array<(() => Promise<unknown>) | false | null | undefined>): Promise<void> {
  let failure: { error: unknown } | null = null;
  for (const task of tasks) {
    if (!task) continue;
    try {
      await task();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/** Whether a message with `dedupeKey` is in the outbox now or was delivered in the last 30 days. */
export async function isQueuedOrSent(dedupeKey: string): Promise<boolean> {
  await connectDb();
  const id = keyedId(dedupeKey);
  if (await alreadySent(id, new Date())) return true;
  return Boolean(await OutboxModel.findById(id, { _id: 1 }).lean());
}
