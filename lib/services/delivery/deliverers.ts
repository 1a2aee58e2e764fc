import 'server-only';

import type { OutboxKind } from '../../domain/outbox';
import type { Deliverer } from '../../domain/outbox-messages';
import { mailDeliverer } from '../outbox';
import { webhookDeliverer } from '../webhooks';

/**
 * Every kind of outbox message and who delivers it: the one place a kind meets its sender. A kind
 * added to OUTBOX_KINDS (lib/domain/outbox.ts) without a line here fails typecheck.
 */
export const deliverers: Record<OutboxKind, Deliverer> = {
  mail: mailDeliverer,
  webhook: webhookDeliverer,
};
