import 'server-only';

import type { OutboxKind } from '../../domain/outbox';
import { env } from '../../env';

// The deliverers of the outbox by kind, apart from index.ts so that a deliverer's module may
// register itself at import time whatever order the modules load in (deliverers.ts imports them).

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

/** Thrown by a deliverer when retrying is pointless (its subscription was deleted): the message is dropped. */
export class PermanentDeliveryError extends Error {
  readonly name = 'PermanentDeliveryError';
}

// On globalThis: Next may load this module once per bundle (instrumentation, each route), and a
// deliverer registered in one must serve them all.
const REGISTRY = Symbol.for('inmobiliaria.outbox.deliverers');
const scope = globalThis as Record<symbol, unknown>;
const deliverers: Map<OutboxKind, Deliverer> =
  (scope[REGISTRY] as Map<OutboxKind, Deliverer> | undefined) ?? (scope[REGISTRY] = new Map<OutboxKind, Deliverer>());

export function registerDeliverer(kind: OutboxKind, deliverer: Deliverer): void {
  deliverers.set(kind, deliverer);
}

export function delivererOf(kind: OutboxKind): Deliverer | undefined {
  return deliverers.get(kind);
}

/** OUTBOX_TIME_SCALE (default 1): every wait of the outbox and of webhooks is multiplied by it. */
export function outboxTimeScale(): number {
  return env().OUTBOX_TIME_SCALE;
}
