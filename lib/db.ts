import mongoose from 'mongoose';
import { env } from './env';

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

/** One cached connection per process, shared by route handlers, pages and scripts. */
export async function connectDb(): Promise<typeof mongoose> {
  if (mongoose.connection.readyState === 1) return mongoose;
  cache.promise ??= mongoose
    .connect(databaseUri(), {
      serverSelectionTimeoutMS: 5000,
      maxPoolSize: 10,
      // FerretDB and single-node dev servers have no retryable writes.
      retryWrites: false,
    })
    .catch((error: unknown) => {
      cache.promise = null;
      throw error;
    });
  return cache.promise;
}

export async function disconnectDb(): Promise<void> {
  cache.promise = null;
  await mongoose.disconnect();
}
