import 'server-only';

import { MAIL_SCHEDULE } from '../../domain/outbox';
import { sendMail, type Mail } from '../../mail';
import { enqueue } from './core';
import { PermanentDeliveryError, registerDeliverer } from './registry';

// E-mails through the outbox: every message the site sends is written here first (queueMail) and
// delivered by lib/mail.ts's sendMail, retried on MAIL_SCHEDULE while SMTP is down.

function isMail(payload: Record<string, unknown>): payload is Record<string, unknown> & Mail {
  return typeof payload.to === 'string' && typeof payload.subject === 'string' && typeof payload.text === 'string';
}

registerDeliverer('mail', {
  schedule: MAIL_SCHEDULE,
  async deliver(message) {
    if (!isMail(message.payload)) throw new PermanentDeliveryError('not an e-mail: to, subject or text missing');
    const { to, subject, text, html, headers, attachments } = message.payload;
    await sendMail({ to, subject, text, html, headers, attachments });
  },
});

/**
 * Writes an e-mail to the outbox and starts sending it without waiting; await it inside the
 * change that causes it, before answering. `dedupeKey`: an e-mail with a key already queued or
 * sent (30 days) is skipped. Returns whether it was written.
 */
export async function queueMail(mail: Mail, options: { dedupeKey?: string } = {}): Promise<boolean> {
  const payload: Record<string, unknown> = { to: mail.to, subject: mail.subject, text: mail.text };
  if (mail.html !== undefined) payload.html = mail.html;
  if (mail.headers) payload.headers = mail.headers;
  if (mail.attachments?.length) payload.attachments = mail.attachments;
  const ids = await enqueue({ kind: 'mail', payload, dedupeKey: options.dedupeKey });
  return ids.length > 0;
}
