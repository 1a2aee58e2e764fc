import 'server-only';

import { KEY_PREFIX, withRedis } from './shared.mjs';

// The properties changed by writes, numbered, for the instances that keep the catalogue in
// memory (lib/services/catalogue/store.ts): a write records its ids before it answers;
// an instance about to answer from its copy first reloads the ids numbered after the last change
// it applied. A sorted set scores each id by the number of its last change, so it holds at most
// one entry a property; past MAX_ENTRIES the oldest go and `floor` says below which number an
// instance must reload everything.

const SEQ = `${KEY_PREFIX}catalogue:seq`;
const CHANGES = `${KEY_PREFIX}catalogue:changes`;
const FLOOR = `${KEY_PREFIX}catalogue:floor`;
const MAX_ENTRIES = 20_000;

const RECORD = `
local seq = redis.call('INCR', KEYS[1])
for _, id in ipairs(ARGV) do redis.call('ZADD', KEYS[2], seq, id) end
local extra = redis.call('ZCARD', KEYS[2]) - ${MAX_ENTRIES}
if extra > 0 then
  local last = redis.call('ZRANGE', KEYS[2], extra - 1, extra - 1, 'WITHSCORES')
  redis.call('SET', KEYS[3], last[2])
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, extra - 1)
end
return seq`;

/** Records that the properties `ids` changed; resolves with the change's number. */
export async function recordCatalogueChanges(ids: string[]): Promise<number> {
  const seq = await withRedis((client) => client.eval(RECORD, { keys: [SEQ, CHANGES, FLOOR], arguments: ids }));
  return Number(seq);
}

export interface CatalogueHead {
  /** The number of the last change recorded. */
  seq: number;
  /** Changes up to this number are no longer listed. */
  floor: number;
}

/** The last change's number and the listing's floor. */
export async function catalogueHead(): Promise<CatalogueHead> {
  const [seq, floor] = await withRedis((client) => client.mGet([SEQ, FLOOR]));
  return { seq: Number(seq ?? 0), floor: Number(floor ?? 0) };
}

/** The ids changed after change `after`, up to `upTo` included. */
export function catalogueChangesSince(after: number, upTo: number): Promise<string[]> {
  return withRedis((client) => client.zRangeByScore(CHANGES, `(${after}`, upTo));
}
