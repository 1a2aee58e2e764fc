import 'server-only';

import { env } from '../../env';

/** OUTBOX_TIME_SCALE (default 1): every wait of the outbox and of webhooks is multiplied by it. */
export function outboxTimeScale(): number {
  return env().OUTBOX_TIME_SCALE;
}
