import 'server-only';

import { Throttle, type ThrottleDoc } from '../../../models/throttle';
import { connectDb, trusted } from '../../db';
import { serialQueue } from '../../db/capabilities';
import { tooManyAttempts } from '../../domain/auth-messages';
import { TooManyError } from '../../domain/errors';

/** A bucket and how many hits it takes within the window to lock it. */
export interface ThrottleRule {
  key: string;
  limit: number;
}

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;
/** One IP may be an office behind NAT: it gets this many times an account's attempts. */
export const IP_LIMIT_FACTOR = 4;

/** Throws 429 with Retry-After when any of the buckets is locked. */
export async function assertNotLocked(keys: string[]): Promise<void> {
  const seconds = await lockedSeconds(keys);
  if (seconds !== null) throw lockedError(seconds);
}

/** Seconds until the last of the locked buckets opens again, or null when none is locked. */
export async function lockedSeconds(keys: string[]): Promise<number | null> {
  await connectDb();
  const now = Date.now();
  const locked = await Throttle.find({
    key: trusted({ $in: keys }),
    lockedUntil: trusted({ $gt: new Date(now) }),
  }).lean<ThrottleDoc[]>();
  if (locked.length === 0) return null;
  const until = Math.max(...locked.map((doc) => doc.lockedUntil?.getTime() ?? now));
  return Math.max(1, Math.ceil((until - now) / 1000));
}

// A count reads and then writes ($inc through findAndModify): queued on the embedded database
// (lib/db/capabilities.ts), in a queue apart from the catalogue's writes.
const serially = serialQueue('login-throttle');

/** Counts one hit on every bucket; returns the Retry-After seconds when this hit locked one. */
export function recordHit(rules: ThrottleRule[]): Promise<number | null> {
  return serially(() => countOnce(rules));
}

/**
 * One request against its buckets, checked and counted as one queued step: `lockedBefore` is
 * the wait of a lock already in place (nothing is counted then), `lockedNow` that of the lock
 * this hit set (the hit that reaches a limit is counted; callers decide whether it passes).
 */
export function countHit(rules: ThrottleRule[]): Promise<{ lockedBefore: number | null; lockedNow: number | null }> {
  return serially(async () => {
    const lockedBefore = await lockedSeconds(rules.map((rule) => rule.key));
    if (lockedBefore !== null) return { lockedBefore, lockedNow: null };
    return { lockedBefore: null, lockedNow: await countOnce(rules) };
  });
}

async function countOnce(rules: ThrottleRule[]): Promise<number | null> {
  let lockedFor: number | null = null;
  for (const rule of rules) {
    const count = await increment(rule.key);
    if (count >= rule.limit) {
      const until = new Date(Date.now() + LOCKOUT_MS);
      await Throttle.updateOne({ key: rule.key }, { $set: { lockedUntil: until, expiresAt: until } });
      lockedFor = LOCKOUT_MS / 1000;
    }
  }
  return lockedFor;
}

export async function clearThrottle(key: string): Promise<void> {
  await connectDb();
  await Throttle.deleteOne({ key });
}

export function lockedError(retryAfterSeconds: number): TooManyError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new TooManyError(tooManyAttempts(seconds), seconds);
}

// No transactions: $inc inside a live window, else start a new window. Two first hits racing
// for a new key meet the unique index, and the loser simply counts in the winner's window.
async function increment(key: string, retry = true): Promise<number> {
  const now = new Date();
  const live = await Throttle.findOneAndUpdate(
    { key, expiresAt: trusted({ $gt: now }) },
    { $inc: { count: 1 } },
    { returnDocument: 'after' },
  ).lean<ThrottleDoc>();
  if (live) return live.count;
  try {
    const fresh = await Throttle.findOneAndUpdate(
      { key },
      { $set: { count: 1, expiresAt: new Date(now.getTime() + THROTTLE_WINDOW_MS) }, $unset: { lockedUntil: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean<ThrottleDoc>();
    return fresh?.count ?? 1;
  } catch (error) {
    if (retry && (error as { code?: number }).code === 11000) return increment(key, false);
    throw error;
  }
}
