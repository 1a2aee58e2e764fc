import 'server-only';

import mongoose from 'mongoose';

import { connectDb } from '../db';
import { redisEnabled, withRedis } from '../redis/shared.mjs';

export interface Health {
  app: 'ok';
  database: 'ok' | 'error';
  latencyMs: number | null;
  /** Redis of the shared caches (REDIS_URL): `off` without it. Down, the site stays correct, only slower. */
  sharedCache: 'off' | 'ok' | 'error';
  uptimeSeconds: number;
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
    return { app: 'ok', database: 'ok', latencyMs, sharedCache: await shared, uptimeSeconds };
  } catch {
    return { app: 'ok', database: 'error', latencyMs: null, sharedCache: await shared, uptimeSeconds };
  }
}
