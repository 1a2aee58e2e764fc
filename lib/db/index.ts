import mongoose, { type ConnectOptions } from 'mongoose';

import { env, type Env } from '../env';
import { reachability as reach } from './reachability';

// Filters built from user input can never smuggle query operators: any object with a `$` key in
// a filter is wrapped in $eq unless the service marks it with mongoose.trusted().
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/** Marks an operator object built by our code (never by a request) as safe for sanitizeFilter. */
export function trusted<T extends object>(value: T): T {
  return mongoose.trusted(value) as T;
}

type Cache = { promise: Promise<typeof mongoose> | null };
const globalCache = globalThis as unknown as { __mongooseCache?: Cache };
const cache: Cache = (globalCache.__mongooseCache ??= { promise: null });

export function databaseUri(): string {
  const uri = env().MONGODB_URI;
  if (!uri) {
    throw new Error(
      'MONGODB_URI is not set: start the app with `npm run dev` or `npm start` (they start the embedded database) or set MONGODB_URI.',
    );
  }
  return uri;
}

/**
 * Driver options from the environment (lib/env.ts gives the defaults). Retryable writes stay on
 * for a real MongoDB (a replica set or Atlas retries a write once across a failover); only the
 * embedded FerretDB, which the launcher flags with MONGODB_RETRY_WRITES=false, turns them off.
 */
export function connectionOptions(config: Env): ConnectOptions {
  return {
    maxPoolSize: config.MONGODB_MAX_POOL_SIZE,
    minPoolSize: Math.min(config.MONGODB_MIN_POOL_SIZE, config.MONGODB_MAX_POOL_SIZE),
    serverSelectionTimeoutMS: config.MONGODB_SERVER_SELECTION_TIMEOUT_MS,
    connectTimeoutMS: config.MONGODB_CONNECT_TIMEOUT_MS,
    socketTimeoutMS: config.MONGODB_SOCKET_TIMEOUT_MS,
    // A request waiting for a pooled connection fails like an unreachable server, not forever.
    waitQueueTimeoutMS: config.MONGODB_SERVER_SELECTION_TIMEOUT_MS,
    retryWrites: config.MONGODB_RETRY_WRITES,
  };
}

// mongoose's readyState is not enough to tell whether the database answers: it can stay
// "connected" for seconds while every query fails (measured on a killed FerretDB), and an error
// thrown inside a 'use cache' read reaches the handler without its name (lib/db/reachability.ts).

function watchPool(client: ReturnType<typeof mongoose.connection.getClient>): void {
  if (reach.watched.has(client)) return;
  reach.watched.add(client);
  client.on('connectionClosed', (event) => {
    if (event.reason === 'error') reach.failedAt = Date.now();
  });
  client.on('connectionCheckOutFailed', (event) => {
    if (event.reason === 'connectionError' || event.reason === 'timeout') reach.failedAt = Date.now();
  });
  client.on('connectionReady', () => {
    reach.readyAt = Date.now();
  });
}

/** Whether the database is (as far as the driver knows) out of reach right now. */
export function databaseUnreachable(): boolean {
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return true;
  return reach.failedAt > reach.readyAt;
}

/** One cached connection per process, shared by route handlers, pages and scripts. */
export async function connectDb(): Promise<typeof mongoose> {
  if (mongoose.connection.readyState === 1) return mongoose;
  cache.promise ??= mongoose
    .connect(databaseUri(), connectionOptions(env()))
    .then((connected) => {
      watchPool(connected.connection.getClient());
      return connected;
    })
    .catch((error: unknown) => {
      reach.failedAt = Date.now();
      cache.promise = null;
      throw error;
    });
  return cache.promise;
}

export async function disconnectDb(): Promise<void> {
  cache.promise = null;
  await mongoose.disconnect();
}
