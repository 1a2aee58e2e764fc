import mongoose from 'mongoose';
import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** GET a path of the running app and parse its JSON body. */
export async function getJson<T = Record<string, unknown>>(path: string) {
  const response = await fetch(`${baseURL()}${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** Connects this test process to the stack's database (the same one the app uses). */
export async function connectTestDb() {
  if (mongoose.connection.readyState !== 1) await mongoose.connect(inject('mongoUri'), { retryWrites: false });
  return mongoose;
}
