import type { OutboxKind } from './outbox';

// What the outbox carries and what a deliverer is: the types both sides share, the writers
// (lib/services/outbox, lib/services/webhooks) and the map of deliverers (lib/services/delivery),
// kept here so that none of them imports another to name them (docs/outbox.md).

export interface MailAttachmentPayload {
  filename: string;
  content: string;
  contentType: string;
  /** 'base64' for a binary file (a PDF) carried as text. */
  encoding?: 'base64';
}

/** An e-mail as the outbox stores it (lib/mail.ts's Mail, plus the legal-hours flag). */
// Type aliases, not interfaces: a payload is stored as a plain record (Record<string, unknown>).
export type MailPayload = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachmentPayload[];
  /** A commercial e-mail (Ley 2300 de 2023): delivered only in the legal sending hours. */
  legalHours?: true;
};

/** A webhook delivery as the outbox stores it: which log entry to send, to which subscription. */
export type WebhookPayload = {
  deliveryId: string;
  subscriptionId: string;
  /** The event: for the outbox's admin view only. */
  type?: string;
  /** A retry by hand: one attempt, no schedule of its own. */
  manual?: boolean;
};

/** Each kind's payload. A kind added to OUTBOX_KINDS without its payload here fails typecheck. */
export type OutboxPayloads = PayloadsOf<{ mail: MailPayload; webhook: WebhookPayload }>;
type PayloadsOf<T extends Record<OutboxKind, object> & { [K in Exclude<keyof T, OutboxKind>]: never }> = T;

/** A message to write: its kind, the payload of that kind, and an optional dedupe key. */
export type OutboxInput = {
  [K in OutboxKind]: { kind: K; payload: OutboxPayloads[K]; dedupeKey?: string };
}[OutboxKind];

/** A message as a deliverer gets it (the payload as stored: the deliverer checks its shape). */
export interface OutboxMessage {
  id: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  /** Attempts begun, this one included (1 on the first). */
  attempts: number;
  createdAt: Date;
  lastError?: string | null;
}

export interface Deliverer {
  /** Throws on failure: retried after schedule[attempts - 1] (scaled), 'failed' after the last. */
  deliver(message: OutboxMessage): Promise<void>;
  /** Milliseconds to wait before attempt 2, 3, ... */
  schedule: readonly number[];
  /** Called once when the message is marked 'failed' (its last attempt failed). */
  onGiveUp?(message: OutboxMessage): Promise<void>;
  /**
   * When the message may not go at `now` (an e-mail outside Ley 2300's hours): the instant it may.
   * The attempt is then not counted, and the message waits until that instant.
   */
  notBefore?(message: OutboxMessage, now: Date): Date | null;
}

/** One deliverer per kind: a kind without one fails typecheck where the map is written. */
export type Deliverers = Record<OutboxKind, Deliverer>;

/** Thrown by a deliverer when retrying is pointless (its subscription was deleted): the message is dropped. */
export class PermanentDeliveryError extends Error {
  readonly name = 'PermanentDeliveryError';
}
