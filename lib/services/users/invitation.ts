import 'server-only';

import { PasswordResetToken } from '../../../models/password-reset-token';
import { connectDb } from '../../db';
import { ROLE_LABELS, type PublicUser } from '../../domain/users';
import { queueMail } from '../outbox';
import { setPasswordLink } from './password-reset';

/** An invitation's link lasts a week (a password reset's, an hour). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * E-mails a new staff member their single-use set-password link (the same kind as a password
 * reset: /reset-password/{token}), spending any link sent before. Never a password in clear.
 * Returns whether the message was queued in the outbox (which retries it while SMTP is down): the
 * account exists either way, and can be invited again.
 */
export async function sendInvitation(user: PublicUser, invitedBy: string): Promise<boolean> {
  await connectDb();
  await PasswordResetToken.updateMany({ userId: user.id, usedAt: null }, { $set: { usedAt: new Date() } });
  const link = await setPasswordLink(user.id, INVITATION_TTL_MS);
  const role = user.role === 'admin' ? 'administrador' : ROLE_LABELS.agent.toLowerCase();
  try {
    await queueMail({
      to: user.email,
      subject: 'Tu invitación al equipo de Inmobiliaria Bogotá',
      text: [
        `Hola, ${user.name}:`,
        `${invitedBy} te invitó al panel de Inmobiliaria Bogotá como ${role}.`,
        `Abre este enlace en los próximos 7 días para crear tu contraseña: ${link}`,
        `Después inicia sesión con tu email (${user.email}). El enlace sirve una sola vez.`,
        'Si no esperabas esta invitación, ignora este mensaje.',
      ].join('\n\n'),
    });
    return true;
  } catch (error) {
    console.error('Invitation e-mail not queued:', error instanceof Error ? error.message : error);
    return false;
  }
}
