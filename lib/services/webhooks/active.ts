import 'server-only';

import { Webhook } from '../../../models/webhook';
import { connectDb } from '../../db';
import type { WebhookEvent } from '../../domain/webhooks';

// The active subscriptions, held for a few seconds so that a save does not read them each time.
// Correct to lose and briefly different between instances: a subscription created on another
// instance starts receiving within SUBSCRIPTIONS_TTL_MS; this instance's writes forget it at once.

const SUBSCRIPTIONS_TTL_MS = 5000;

interface ActiveSubscription {
  id: string;
  events: readonly string[];
}

let cached: { at: number; rows: Promise<ActiveSubscription[]> } | null = null;

export function forgetSubscriptions(): void {
  cached = null;
}

async function load(): Promise<ActiveSubscription[]> {
  await connectDb();
  const rows = await Webhook.find({})
    .select('events active')
    .lean<{ _id: unknown; events: string[]; active?: boolean }[]>();
  return rows.filter((row) => row.active !== false).map((row) => ({ id: String(row._id), events: row.events }));
}

/** The ids of the active subscriptions to `event`. */
export async function subscribersOf(event: WebhookEvent): Promise<string[]> {
  if (!cached || Date.now() - cached.at > SUBSCRIPTIONS_TTL_MS) {
    const rows = load();
    cached = { at: Date.now(), rows };
    rows.catch(() => {
      if (cached?.rows === rows) cached = null;
    });
  }
  const rows = await cached.rows;
  return rows.filter((row) => row.events.includes(event)).map((row) => row.id);
}
