import { afterEach, describe, expect, it } from 'vitest';

import { connectionOptions } from '@/lib/db';
import { env } from '@/lib/env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const KEYS = [
  'MONGODB_MAX_POOL_SIZE',
  'MONGODB_MIN_POOL_SIZE',
  'MONGODB_SERVER_SELECTION_TIMEOUT_MS',
  'MONGODB_CONNECT_TIMEOUT_MS',
  'MONGODB_SOCKET_TIMEOUT_MS',
  'MONGODB_RETRY_WRITES',
  'SHUTDOWN_TIMEOUT_MS',
];

function clear() {
  for (const key of KEYS) delete process.env[key];
}

describe('database connection settings from the environment', () => {
  it('have sane defaults, with retryable writes on', () => {
    clear();
    expect(connectionOptions(env())).toEqual({
      maxPoolSize: 10,
      minPoolSize: 0,
      serverSelectionTimeoutMS: 5000,
      connectTimeoutMS: 10_000,
      socketTimeoutMS: 30_000,
      waitQueueTimeoutMS: 5000,
      retryWrites: true,
    });
    expect(env().SHUTDOWN_TIMEOUT_MS).toBe(25_000);
  });

  it('take the values set, and an empty value as unset', () => {
    clear();
    Object.assign(process.env, {
      MONGODB_MAX_POOL_SIZE: '50',
      MONGODB_MIN_POOL_SIZE: '5',
      MONGODB_SERVER_SELECTION_TIMEOUT_MS: '2000',
      MONGODB_CONNECT_TIMEOUT_MS: '',
      MONGODB_SOCKET_TIMEOUT_MS: '0',
      MONGODB_RETRY_WRITES: 'false',
    });
    expect(connectionOptions(env())).toMatchObject({
      maxPoolSize: 50,
      minPoolSize: 5,
      serverSelectionTimeoutMS: 2000,
      connectTimeoutMS: 10_000,
      socketTimeoutMS: 0,
      waitQueueTimeoutMS: 2000,
      retryWrites: false,
    });
  });

  it('never lets the minimum pool exceed the maximum', () => {
    clear();
    Object.assign(process.env, { MONGODB_MAX_POOL_SIZE: '4', MONGODB_MIN_POOL_SIZE: '20' });
    expect(connectionOptions(env())).toMatchObject({ maxPoolSize: 4, minPoolSize: 4 });
  });

  it.each([
    ['MONGODB_MAX_POOL_SIZE', '0', 'MONGODB_MAX_POOL_SIZE must be a whole number from 1 to 500'],
    ['MONGODB_MAX_POOL_SIZE', 'diez', 'MONGODB_MAX_POOL_SIZE must be a whole number from 1 to 500'],
    [
      'MONGODB_SERVER_SELECTION_TIMEOUT_MS',
      '2.5',
      'MONGODB_SERVER_SELECTION_TIMEOUT_MS must be a whole number from 100 to 120000',
    ],
    ['MONGODB_SOCKET_TIMEOUT_MS', '-1', 'MONGODB_SOCKET_TIMEOUT_MS must be a whole number from 0 to 600000'],
    ['SHUTDOWN_TIMEOUT_MS', '1e9', 'SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000'],
    ['MONGODB_RETRY_WRITES', 'yes', 'MONGODB_RETRY_WRITES must be true or false'],
  ])('refuses %s=%s naming the variable', (key, value, message) => {
    clear();
    process.env[key] = value;
    expect(() => env()).toThrow(message);
  });
});
