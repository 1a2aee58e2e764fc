// Next's handler for 'use cache' entries (`cacheHandlers` in next.config.ts) when REDIS_URL is
// set: every instance reads and writes the same entries, and an entry is checked against the tag
// expiry times in Redis on each read (lib/redis/shared.mjs), so a write on one instance expires
// it on all of them before that write answers. Interface: next/dist/server/lib/cache-handlers/types.
import { expireTags, KEY_PREFIX, storedTagState, withRedis } from '../lib/redis/shared.mjs';

const ENTRY = `${KEY_PREFIX}use-cache:`;
/** Kept at most this long in Redis even when Next says longer (its `expire` is often a year). */
const MAX_TTL_S = 7 * 24 * 60 * 60;

/** Sets of this process still being written: a read of the same key waits for them (the contract). */
const pendingSets = new Map();

/** Stored as one binary string: 4 bytes of header length, the JSON header, then the value's bytes. */
function encode(header, value) {
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, value]);
}

function decode(stored) {
  const length = stored.readUInt32BE(0);
  return { header: JSON.parse(stored.subarray(4, 4 + length).toString()), value: stored.subarray(4 + length) };
}

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

function warn(action, error) {
  console.error(`[redis cache] ${action}: ${error instanceof Error ? error.message : error}`);
}

const handler = {
  async get(cacheKey, softTags) {
    await pendingSets.get(cacheKey);
    try {
      const stored = await withRedis((_, binary) => binary.get(ENTRY + cacheKey));
      if (!stored) return undefined;
      const { header, value } = decode(stored);
      if (Date.now() > header.timestamp + header.revalidate * 1000) return undefined;
      const state = await storedTagState([...header.tags, ...softTags], header.timestamp);
      if (state === 'expired') return undefined;
      return { ...header, revalidate: state === 'stale' ? -1 : header.revalidate, value: streamOf(value) };
    } catch (error) {
      // Redis unreachable: a miss, so the value is computed from the database (fresh, slower).
      warn('get', error);
      return undefined;
    }
  },

  async set(cacheKey, pendingEntry) {
    let done = () => {};
    pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
    try {
      const entry = await pendingEntry;
      const value = await readAll(entry.value);
      // An `expire: 0` entry is dynamic: never served back, so not worth storing (as Next's own).
      if (entry.expire === 0) return;
      const { value: _, ...header } = entry;
      const ttl = Math.max(1, Math.min(Math.ceil(entry.expire), MAX_TTL_S));
      await withRedis((client) => client.set(ENTRY + cacheKey, encode(header, value), { EX: ttl }));
    } catch (error) {
      warn('set', error);
    } finally {
      pendingSets.delete(cacheKey);
      done();
    }
  },

  // Tag times are read from Redis with each entry: there is no local manifest to refresh.
  async refreshTags() {},

  // Infinity: Next passes the soft tags to get(), which checks them with the entry's own tags in
  // the same round trip.
  async getExpiration() {
    return Infinity;
  },

  async updateTags(tags, durations) {
    try {
      await expireTags(tags, durations);
    } catch (error) {
      warn('updateTags', error);
    }
  },
};

export default handler;
