import 'server-only';

import mongoose from 'mongoose';

import { connectDb } from '../../db';
import { redisEnabled, withRedis } from '../../redis/shared.mjs';
import { outboxHealth, type OutboxHealth } from '../outbox';

export interface Health {
  app: 'ok';
  database: 'ok' | 'error';
  latencyMs: number | null;
  /** Redis of the shared caches (REDIS_URL): `off` without it. Down, the site stays correct, only slower. */
  sharedCache: 'off' | 'ok' | 'error';
  uptimeSeconds: number;
  /** The outbox's backlog (docs/outbox.md); null when the database does not answer. */
  outbox: OutboxHealth | null;
}

async function sharedCache(): Promise<Health['sharedCache']> {
  if (!redisEnabled()) return 'off';
  return withRedis((client) => client.ping()).then(
    () => 'ok',
    () => 'error',
  );
}

/** App and database status; the database is pinged, never assumed. */
export async function checkHealth(): Promise<Health> {
  const uptimeSeconds = Math.round(process.uptime());
  const started = performance.now();
  const shared = sharedCache();
  try {
    await connectDb();
    await mongoose.connection.db!.admin().ping();
    const latencyMs = Math.round(performance.now() - started);
    const outbox = await outboxHealth().catch(() => null);
    return { app: 'ok', database: 'ok', latencyMs, sharedCache: await shared, uptimeSeconds, outbox };
  } catch {
    return { app: 'ok', database: 'error', latencyMs: null, sharedCache: await shared, uptimeSeconds, outbox: null };
  }
}
