import 'server-only';

import { RATE_WINDOW_MS, rateWindow } from '../../domain/api-keys';
import { KEY_PREFIX, redisEnabled, withRedis } from '../../redis/shared.mjs';

export interface RateState {
  limit: number;
  /** Requests counted in this window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

// A fixed one-minute window per key. With REDIS_URL the count is shared by every instance (INCR
// of a key named after the window, expiring after it); without, it lives in this process (one
// instance). Redis failing falls back to this process's count rather than refusing the request.
const memory = new Map<string, { start: number; count: number }>();
let lastLogged = 0;

function countInMemory(keyId: string, start: number): number {
  const entry = memory.get(keyId);
  if (entry && entry.start === start) return ++entry.count;
  memory.set(keyId, { start, count: 1 });
  return 1;
}

async function countInRedis(keyId: string, start: number): Promise<number> {
  const name = `${KEY_PREFIX}ratelimit:key:${keyId}:${start}`;
  const replies = await withRedis((client) =>
    client
      .multi()
      .incr(name)
      .pExpire(name, RATE_WINDOW_MS * 2)
      .exec(),
  );
  return Number(replies[0]);
}

/** Counts one request of key `keyId` (limit `limit` a minute) and says where it stands. */
export async function countKeyRequest(keyId: string, limit: number, now = Date.now()): Promise<RateState> {
  const { start, resetSeconds } = rateWindow(now);
  let count: number;
  if (redisEnabled()) {
    try {
      count = await countInRedis(keyId, start);
    } catch (error) {
      if (Date.now() - lastLogged > 60_000) {
        lastLogged = Date.now();
        console.error('[api-keys] rate limit counted in memory:', error instanceof Error ? error.message : error);
      }
      count = countInMemory(keyId, start);
    }
  } else count = countInMemory(keyId, start);
  return { limit, count, resetSeconds };
}
