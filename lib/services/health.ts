import 'server-only';

import mongoose from 'mongoose';

import { connectDb } from '../db';

export interface Health {
  app: 'ok';
  database: 'ok' | 'error';
  latencyMs: number | null;
  uptimeSeconds: number;
}

/** App and database status; the database is pinged, never assumed. */
export async function checkHealth(): Promise<Health> {
  const uptimeSeconds = Math.round(process.uptime());
  const started = performance.now();
  try {
    await connectDb();
    await mongoose.connection.db!.admin().ping();
    return { app: 'ok', database: 'ok', latencyMs: Math.round(performance.now() - started), uptimeSeconds };
  } catch {
    return { app: 'ok', database: 'error', latencyMs: null, uptimeSeconds };
  }
}
