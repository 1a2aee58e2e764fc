import 'server-only';

import { isLegalSendingTime, nextLegalInstant } from '../../domain/alert-window';
import { MAIL_SCHEDULE } from '../../domain/outbox';
import { PermanentDeliveryError, type Deliverer, type MailPayload } from '../../domain/outbox-messages';
import { env } from '../../env';
import { sendMail, type Mail } from '../../mail';
import { enqueue } from './enqueue';

// E-mails through the outbox: every message the site sends is written here first (queueMail) and
// delivered by lib/mail.ts's sendMail, retried on MAIL_SCHEDULE while SMTP is down.

function isMail(payload: Record<string, unknown>): payload is Record<string, unknown> & Mail {
  return typeof payload.to === 'string' && typeof payload.subject === 'string' && typeof payload.text === 'string';
}

/** The deliverer of kind 'mail' (lib/services/delivery's map). */
export const mailDeliverer: Deliverer = {
  schedule: MAIL_SCHEDULE,
  async deliver(message) {
    if (!isMail(message.payload)) throw new PermanentDeliveryError('not an e-mail: to, subject or text missing');
    const { to, subject, text, html, headers, attachments } = message.payload;
    await sendMail({ to, subject, text, html, headers, attachments });
  },
  notBefore(message, now) {
    // A commercial e-mail decided in legal hours but delayed (SMTP down) still goes only in them.
    // Under ALERTS_TEST_CLOCK the tests' clock decided the hour, and the outbox runs on the wall's.
    if (message.payload.legalHours !== true || env().ALERTS_TEST_CLOCK || isLegalSendingTime(now)) return null;
    return nextLegalInstant(now);
  },
};

/**
 * Writes an e-mail to the outbox and starts sending it without waiting; await it inside the
 * change that causes it, after the change is saved. `dedupeKey`: an e-mail with a key already
 * queued or sent (30 days) is skipped. `legalHours`: a commercial e-mail (Ley 2300 de 2023),
 * delivered only in the legal sending hours even when retries carry it past them. Returns whether
 * it was written; throws UnavailableError when it could not be (docs/outbox.md#when-the-enqueue-fails).
 */
export async function queueMail(
  mail: Mail,
  options: { dedupeKey?: string; legalHours?: boolean } = {},
): Promise<boolean> {
  const payload: MailPayload = { to: mail.to, subject: mail.subject, text: mail.text };
  if (options.legalHours) payload.legalHours = true;
  if (mail.html !== undefined) payload.html = mail.html;
  if (mail.headers) payload.headers = mail.headers;
  if (mail.attachments?.length) payload.attachments = mail.attachments;
  const ids = await enqueue({ kind: 'mail', payload, dedupeKey: options.dedupeKey });
  return ids.length > 0;
}
