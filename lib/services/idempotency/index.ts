import 'server-only';

import { randomUUID } from 'node:crypto';

import { IdempotencyRecord, type IdempotencyRecordDoc } from '../../../models/idempotency-record';
import { connectDb, trusted } from '../../db';
import { isEmbedded, serialQueue } from '../../db/capabilities';
import { IDEMPOTENCY_LIMITS } from '../../domain/idempotency';

// The store of Idempotency-Keys (models/idempotency-record.ts). A key is claimed by inserting its
// record as 'running'; the claimant then completes it with its answer, or releases it (deletes
// it) when the answer is not one to replay. Every later step names the claim's token, so a claim
// taken over after its process died cannot be completed or released by that process's ghost:
// on MongoDB the filter holds the token (one atomic check and write); on the embedded database,
// whose findAndModify is not isolated and which filters by _id alone, those steps run one at a
// time in this queue and read the record before writing (lib/db/capabilities.ts).
const inQueue = serialQueue('idempotency');

/** A stored answer, replayed as it was. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  location: string | null;
  body: Buffer;
}

export type Claim =
  | { outcome: 'claimed'; token: string }
  | { outcome: 'running' }
  | { outcome: 'done'; fingerprint: string | null; answer: StoredAnswer };

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

function runningFields(token: string, fingerprint: string | null, now: Date) {
  return {
    state: 'running' as const,
    token,
    fingerprint,
    lockedAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_LIMITS.ttlMs),
  };
}

/** Whether a record still stands: not expired, and not a running claim abandoned by a dead process. */
function isLive(record: IdempotencyRecordDoc, now: Date): boolean {
  if (record.expiresAt.getTime() <= now.getTime()) return false;
  return record.state === 'done' || now.getTime() - record.lockedAt.getTime() < IDEMPOTENCY_LIMITS.staleMs;
}

function outcomeOf(record: IdempotencyRecordDoc): Claim {
  if (record.state === 'running') return { outcome: 'running' };
  return {
    outcome: 'done',
    fingerprint: record.fingerprint,
    answer: {
      status: record.status ?? 200,
      contentType: record.contentType ?? null,
      location: record.location ?? null,
      body: toBuffer(record.body),
    },
  };
}

// A lean read gives a BSON Binary for a Buffer field (its `buffer` may be longer than its content).
function toBuffer(value: unknown): Buffer {
  if (!value) return Buffer.alloc(0);
  if (Buffer.isBuffer(value)) return value;
  const binary = value as { value?: () => Uint8Array };
  if (typeof binary.value === 'function') return Buffer.from(binary.value());
  return Buffer.from(value as Uint8Array);
}

async function ownedFilter(id: string, token: string) {
  if (await isEmbedded()) return { _id: id };
  return { _id: id, token };
}

async function insertRunning(id: string, fingerprint: string | null, now: Date): Promise<string | null> {
  const token = randomUUID();
  try {
    await IdempotencyRecord.create({ _id: id, ...runningFields(token, fingerprint, now) });
    return token;
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
}

const read = (id: string) => IdempotencyRecord.findById(id).lean<IdempotencyRecordDoc>().exec();

/**
 * Claims the key `id` for a request whose body has `fingerprint` (null when it is known only
 * once the handler has read the body: multipart). Or says the key is in use ('running') or
 * answered ('done', with the fingerprint it was answered for). An expired record, or a running
 * one abandoned by a crash, is taken over.
 */
export async function claimIdempotencyKey(id: string, fingerprint: string | null, now = new Date()): Promise<Claim> {
  await connectDb();
  const token = await insertRunning(id, fingerprint, now);
  if (token) return { outcome: 'claimed', token };
  const existing = await read(id);
  if (existing && isLive(existing, now)) return outcomeOf(existing);
  return inQueue(async () => {
    const current = await read(id);
    if (!current) {
      const again = await insertRunning(id, fingerprint, now);
      if (again) return { outcome: 'claimed', token: again };
      const winner = await read(id);
      return winner ? outcomeOf(winner) : { outcome: 'running' };
    }
    if (isLive(current, now)) return outcomeOf(current);
    const fresh = randomUUID();
    const result = await IdempotencyRecord.replaceOne(await ownedFilter(id, current.token), {
      _id: id,
      ...runningFields(fresh, fingerprint, now),
    });
    if (result.matchedCount === 1) return { outcome: 'claimed', token: fresh };
    // Another instance took it over first (MongoDB): answer as its claim stands now.
    const winner = await read(id);
    return winner ? outcomeOf(winner) : { outcome: 'running' };
  });
}

/** Stores the answer of a claimed key: later requests with it get this answer again. */
export async function completeIdempotencyKey(
  id: string,
  token: string,
  fingerprint: string | null,
  answer: StoredAnswer,
): Promise<void> {
  await inQueue(async () => {
    if ((await isEmbedded()) && (await read(id))?.token !== token) return;
    await IdempotencyRecord.updateOne(await ownedFilter(id, token), {
      $set: {
        state: 'done',
        fingerprint,
        status: answer.status,
        contentType: answer.contentType,
        location: answer.location,
        body: answer.body,
      },
    });
  });
}

/** Forgets a claimed key (its answer was a server error): the client may retry with it. */
export async function releaseIdempotencyKey(id: string, token: string): Promise<void> {
  await inQueue(async () => {
    if ((await isEmbedded()) && (await read(id))?.token !== token) return;
    await IdempotencyRecord.deleteOne(await ownedFilter(id, token));
  });
}

/** A running request's sign of life, so that a long one is not taken for abandoned. */
export async function touchIdempotencyKey(id: string, token: string, now = new Date()): Promise<void> {
  await inQueue(async () => {
    if ((await isEmbedded()) && (await read(id))?.token !== token) return;
    await IdempotencyRecord.updateOne(await ownedFilter(id, token), { $set: { lockedAt: now } });
  });
}

/** Deletes the expired records. */
export async function removeExpiredIdempotencyRecords(now = new Date()): Promise<number> {
  await connectDb();
  const { deletedCount } = await IdempotencyRecord.deleteMany({ expiresAt: trusted({ $lte: now }) });
  return deletedCount;
}

const CLEANUP_EVERY_MS = 15 * 60_000;
let lastCleanup = 0;

/**
 * removeExpiredIdempotencyRecords at most every 15 minutes per instance, from the alert pass
 * (lib/services/jobs/timed.ts, every 30 seconds): on the embedded database the delete decodes the
 * whole collection, and lookups never see an expired record anyway (it is replaced on claim).
 */
export async function cleanUpIdempotencyRecords(now = new Date()): Promise<number> {
  if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return 0;
  lastCleanup = now.getTime();
  return removeExpiredIdempotencyRecords(now);
}
