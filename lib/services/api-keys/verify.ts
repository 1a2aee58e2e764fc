import 'server-only';

import { timingSafeEqual } from 'node:crypto';

import { ApiKey } from '../../../models/api-key';
import { connectDb } from '../../db';
import { API_KEY_MESSAGES, keyStatus, LAST_USED_EVERY_MS, parseSecret, type ApiScope } from '../../domain/api-keys';
import { UnauthenticatedError } from '../../domain/errors';
import type { StoredApiKey } from './mapper';
import { hashSecret } from './writes';

export interface VerifiedKey {
  id: string;
  name: string;
  scopes: ApiScope[];
  rateLimit: number;
}

/** When this process last wrote each key's lastUsedAt: several requests in a second write once. */
const lastWritten = new Map<string, number>();

/**
 * The key behind a secret `ib_…`, or a 401: malformed, unknown or a wrong secret read the same;
 * only the holder of the right secret learns that it is revoked or expired. One lookup by `_id`.
 * Records the time and address of its use at most once a minute (`ip`).
 */
export async function verifyApiKey(secret: string, ip: string, now = Date.now()): Promise<VerifiedKey> {
  const parsed = parseSecret(secret);
  if (!parsed) throw new UnauthenticatedError(API_KEY_MESSAGES.invalid, 'api_key_invalid');
  await connectDb();
  const key = await ApiKey.findById(parsed.id).select('+secretHash').lean<StoredApiKey>();
  if (!key?.secretHash || !sameHash(key.secretHash, hashSecret(secret)))
    throw new UnauthenticatedError(API_KEY_MESSAGES.invalid, 'api_key_invalid');
  const status = keyStatus(key, now);
  if (status === 'revoked') throw new UnauthenticatedError(API_KEY_MESSAGES.revokedKey, 'api_key_revoked');
  if (status === 'expired') throw new UnauthenticatedError(API_KEY_MESSAGES.expiredKey, 'api_key_expired');
  const id = key._id.toString();
  await touch(id, key.lastUsedAt ?? null, ip, now);
  return { id, name: key.name, scopes: [...key.scopes], rateLimit: key.rateLimit };
}

function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

// One write a minute per key and process at most (the stored time covers the other instances
// mostly): a busy integration must not turn every read into a write.
async function touch(id: string, stored: Date | null, ip: string, now: number): Promise<void> {
  if (stored && now - new Date(stored).getTime() < LAST_USED_EVERY_MS) return;
  if (now - (lastWritten.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
  lastWritten.set(id, now);
  try {
    await ApiKey.updateOne({ _id: id }, { $set: { lastUsedAt: new Date(now), lastUsedIp: ip } });
  } catch (error) {
    // The request is answered all the same: its last use is a record, not a condition.
    lastWritten.delete(id);
    console.error('API key lastUsedAt write failed:', error instanceof Error ? error.message : error);
  }
}
