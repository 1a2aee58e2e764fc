import 'server-only';

import { createOutboxRunner } from '../outbox';
import { deliverers } from './deliverers';

// Delivery (docs/outbox.md#delivery): the outbox's runner with the map of deliverers. The top of
// the outbox's stack: it imports the outbox and webhooks, and nothing below imports it.

const runner = createOutboxRunner(deliverers);

/**
 * Starts this instance's delivery (instrumentation.ts): what this process enqueues is sent at
 * once, and every OUTBOX_TICK_MS what is due (not with OUTBOX_WORKER=off).
 */
export function startDelivery(): void {
  runner.start();
}

/** One pass of delivery, now: the due messages, oldest first, a few at a time (scripts, tests). */
export function deliverDue(now?: Date): Promise<number> {
  return runner.deliverDue(now);
}

export { deliverers };
