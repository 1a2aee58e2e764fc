import 'server-only';

import { randomUUID } from 'node:crypto';

import { RefreshToken, type RefreshTokenDoc } from '../../../models/refresh-token';
import { connectDb, trusted } from '../../db';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import { UnauthenticatedError } from '../../domain/errors';
import type { PublicUser } from '../../domain/users';
import { hashToken, newOpaqueToken, signAccessToken } from '../../security/tokens';
import { findSessionUser } from './accounts';
import { removeExpiredAuthRecords } from './cleanup';
import { securitySettings } from './security-settings';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A new login: a new refresh-token family and its first pair of tokens. */
export async function startSession(user: PublicUser): Promise<Tokens> {
  await connectDb();
  void removeExpiredAuthRecords();
  const family = randomUUID();
  return { accessToken: await signAccessToken(user, family), refreshToken: await storeRefreshToken(user.id, family) };
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting one that was
 * already exchanged means it leaked, so its whole family is revoked.
 */
export async function rotateSession(refreshToken: string): Promise<{ user: PublicUser; tokens: Tokens }> {
  await connectDb();
  const tokenHash = hashToken(refreshToken);
  const now = new Date();
  const current = await RefreshToken.findOneAndUpdate(
    { tokenHash, replacedAt: null, revokedAt: null, expiresAt: trusted({ $gt: now }) },
    { $set: { replacedAt: now } },
    { returnDocument: 'after' },
  ).lean<RefreshTokenDoc>();
  if (!current) {
    const known = await RefreshToken.findOne({ tokenHash }).lean<RefreshTokenDoc>();
    if (known?.replacedAt) await revokeFamily(known.family);
    throw new UnauthenticatedError(AUTH_MESSAGES.invalidRefresh, 'refresh_token_invalid');
  }
  const user = await findSessionUser(current.userId.toString());
  if (!user) {
    await revokeFamily(current.family);
    throw new UnauthenticatedError(AUTH_MESSAGES.invalidRefresh, 'refresh_token_invalid');
  }
  return {
    user,
    tokens: {
      accessToken: await signAccessToken(user, current.family),
      refreshToken: await storeRefreshToken(user.id, current.family),
    },
  };
}

/** Whether a family still has a live (unrevoked) token: access tokens die with their family. */
export async function isSessionActive(family: string): Promise<boolean> {
  await connectDb();
  return Boolean(await RefreshToken.exists({ family, revokedAt: null }));
}

/** Logout: revokes the family of the presented refresh token, if it is this user's. */
export async function endSession(userId: string, family?: string, refreshToken?: string): Promise<void> {
  await connectDb();
  if (family) await revokeFamily(family);
  if (refreshToken) {
    const token = await RefreshToken.findOne({ tokenHash: hashToken(refreshToken), userId }).lean<RefreshTokenDoc>();
    if (token) await revokeFamily(token.family);
  }
}

/** After a password reset every device signs in again. */
export async function endAllSessions(userId: string): Promise<void> {
  await connectDb();
  await RefreshToken.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: new Date() } });
}

async function revokeFamily(family: string): Promise<void> {
  await RefreshToken.updateMany({ family, revokedAt: null }, { $set: { revokedAt: new Date() } });
}

async function storeRefreshToken(userId: string, family: string): Promise<string> {
  const { sessionHours } = await securitySettings();
  const { token, hash } = newOpaqueToken();
  await RefreshToken.create({
    userId,
    family,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + sessionHours * 3_600_000),
  });
  return token;
}
