import 'server-only';

import { PasswordResetToken } from '../../../models/password-reset-token';
import { RefreshToken } from '../../../models/refresh-token';
import { Throttle } from '../../../models/throttle';
import { trusted } from '../../db';

const EVERY_MS = 60 * 60_000;
let lastRun = 0;

/**
 * Deletes expired refresh tokens, reset tokens and throttle buckets, at most hourly per
 * instance. It stands in for TTL indexes, which FerretDB lacks; expiry itself is checked on read.
 */
export async function removeExpiredAuthRecords(now = Date.now()): Promise<void> {
  if (now - lastRun < EVERY_MS) return;
  lastRun = now;
  const before = trusted({ $lt: new Date(now - 24 * 3_600_000) });
  try {
    await Promise.all([
      RefreshToken.deleteMany({ expiresAt: before }),
      PasswordResetToken.deleteMany({ expiresAt: before }),
      Throttle.deleteMany({ expiresAt: before }),
    ]);
  } catch (error) {
    console.error('Auth cleanup failed:', error instanceof Error ? error.message : error);
  }
}
