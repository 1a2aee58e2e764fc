import 'server-only';

// The outbox (docs/outbox.md): one way in for every e-mail and webhook delivery (enqueue,
// queueMail), its claims and runner, its schedule and what admins see of it. It imports no
// deliverer but its own mail one: lib/services/delivery maps each kind to its deliverer and
// starts the runner with that map.
export { outboxHealth, listOutbox, retryOutboxMessage, type OutboxHealth, type OutboxRow } from './admin';
export { enqueue, isQueuedOrSent, queueAll, tryBriefly } from './enqueue';
export { mailDeliverer, queueMail } from './mail';
export { createOutboxRunner, type OutboxRunner } from './runner';
export { outboxTimeScale } from './scale';
