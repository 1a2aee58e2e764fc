import 'server-only';

import nodemailer from 'nodemailer';

import { env } from './env';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** 'base64' for a binary file (a PDF) carried as text. */
  encoding?: 'base64';
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (alert e-mails with photos). */
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message (e.g. a visit's .ics invitation). */
  attachments?: MailAttachment[];
}

const DEFAULT_FROM = 'Inmobiliaria Bogotá <no-reply@inmobiliariabogota.co>';

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes the message to the server log, which
 * is how development and tests read password-reset links. The transport of the outbox's mail
 * deliverer: the services queue e-mails with queueMail (lib/services/outbox/mail.ts), never this.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    const files = (mail.attachments ?? []).map((file) => `\n[mail] Adjunto: ${file.filename}`).join('');
    const headers = Object.entries(mail.headers ?? {})
      .map(([name, value]) => `[mail] ${name}: ${value}\n`)
      .join('');
    console.info(`[mail] Para: ${mail.to}\n[mail] Asunto: ${mail.subject}\n${headers}${mail.text}${files}\n[mail] fin`);
    return;
  }
  // A send never hangs for long: the outbox's claim (2 minutes) must outlast it.
  const transport = nodemailer.createTransport({
    url: SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  await transport.sendMail({ from: MAIL_FROM ?? DEFAULT_FROM, ...mail });
}
