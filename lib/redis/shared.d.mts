import type { RedisClientType } from 'redis';

export const KEY_PREFIX: string;
export const CLOCK_SKEW_MS: number;
export type TagState = 'expired' | 'stale' | 'fresh';
export function redisEnabled(): boolean;
export function buildId(): string;
export function withRedis<T>(command: (client: RedisClientType, binary: RedisClientType) => Promise<T>): Promise<T>;
export function expireTags(tags: string[], durations?: { expire?: number }): Promise<void>;
export function tagState(
  expiredTimes: (number | null)[],
  staleTimes: (number | null)[],
  timestamp: number,
  now?: number,
): TagState;
export function storedTagState(tags: string[], timestamp: number): Promise<TagState>;
