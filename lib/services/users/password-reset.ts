import 'server-only';

import { PasswordResetToken, type PasswordResetTokenDoc } from '../../../models/password-reset-token';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import { InvalidError } from '../../domain/errors';
import { siteOrigin } from '../../env';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import { queueMail } from '../outbox';
import { findSessionUser, findUserIdByEmail, setPassword } from './accounts';
import { securitySettings } from './security-settings';
import { endAllSessions } from './sessions';
import { clearThrottle, countHit, IP_LIMIT_FACTOR, lockedError } from './throttle';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Sends a single-use reset link when the e-mail belongs to an active account. The caller
 * answers the same either way; requests are throttled per e-mail and per IP whether or not
 * the account exists, so the limit reveals nothing either.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  const { loginAttempts } = await securitySettings();
  const account = { key: `reset:email:${email}`, limit: loginAttempts };
  const address = { key: `reset:ip:${ip}`, limit: loginAttempts * IP_LIMIT_FACTOR };
  const { lockedBefore, lockedNow } = await countHit([account, address]);
  const lockedFor = lockedBefore ?? lockedNow;
  if (lockedFor) throw lockedError(lockedFor);

  const userId = await findUserIdByEmail(email);
  if (!userId) return;
  const link = await setPasswordLink(userId, RESET_TOKEN_TTL_MS);
  // Queued, not sent, before answering: an existing account costs two inserts more than an
  // unknown one, never an SMTP round trip; the outbox delivers it right after.
  await queueMail({
    to: email,
    subject: 'Restablece tu contraseña de Inmobiliaria Bogotá',
    text: [
      'Recibimos una solicitud para restablecer tu contraseña.',
      `Abre este enlace en la próxima hora para elegir una nueva: ${link}`,
      'Si no la pediste, ignora este mensaje: tu contraseña sigue igual.',
    ].join('\n\n'),
  });
}

/**
 * A single-use /reset-password/{token} link for the account, valid `ttlMs` (a reset: an hour; an
 * invitation: a week). Only the token's hash is stored.
 */
export async function setPasswordLink(userId: string, ttlMs: number): Promise<string> {
  await connectDb();
  const { token, hash } = newOpaqueToken();
  await PasswordResetToken.create({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + ttlMs) });
  return `${siteOrigin()}/reset-password/${token}`;
}

/** Spends a reset token: sets the password, ends every session and lifts the login lock. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await connectDb();
  const now = new Date();
  const spent = await PasswordResetToken.findOneAndUpdate(
    { tokenHash: hashToken(token), usedAt: null, expiresAt: trusted({ $gt: now }) },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  ).lean<PasswordResetTokenDoc>();
  const user = spent ? await findSessionUser(spent.userId.toString()) : null;
  if (!user) throw new InvalidError(AUTH_MESSAGES.resetInvalid);
  await setPassword(user.id, password);
  // An invited agent's public page and property links appear with their first password.
  if (user.role === 'agent') await invalidate(TAGS.agents, TAGS.agent(user.id));
  await endAllSessions(user.id);
  await clearThrottle(`login:email:${user.email}`);
}
