import 'server-only';

import { AlertSend } from '../../../models/alert';
import { SavedSearch } from '../../../models/saved-search';
import { connectDb, trusted } from '../../db';

const DAY = 86_400_000;

export interface AlertStats {
  /** Visitors with at least one saved search that alerts (a frequency and their consent). */
  visitorsWithAlerts: number;
  /** Alert e-mails sent in the last 30 days. */
  sentLast30Days: number;
}

/** The dashboard's alert figures; always fresh (admin read, not cached). */
export async function alertStats(now = new Date()): Promise<AlertStats> {
  await connectDb();
  const [searches, sentLast30Days] = await Promise.all([
    SavedSearch.find(
      {
        frequency: trusted({ $in: ['inmediata', 'diaria', 'semanal'] }),
        alertConsentAt: trusted({ $ne: null }),
      } as Record<string, unknown>,
      { userId: 1 },
    ).lean<Array<{ userId: unknown }>>(),
    AlertSend.countDocuments({ state: 'sent', at: trusted({ $gte: new Date(now.getTime() - 30 * DAY) }) }),
  ]);
  return { visitorsWithAlerts: new Set(searches.map((s) => String(s.userId))).size, sentLast30Days };
}
