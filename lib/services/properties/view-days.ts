import 'server-only';

import { PropertyViewDay } from '../../../models/property-view-day';
import { trusted } from '../../db';
import { serialQueue } from '../../db/capabilities';
import { bogotaDay } from '../../domain/visits';

// The daily view counts behind the owner's report (docs/owner-report.md#views). Its own queue on
// the embedded database (whose upserts are not isolated, lib/db/capabilities.ts), so a burst of
// views neither loses counts nor waits behind the catalogue's writes.
const inQueue = serialQueue('property-view-days');

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

async function upsert(propertyId: string, day: string) {
  await PropertyViewDay.updateOne(
    { _id: `${propertyId}:${day}` },
    { $inc: { count: 1 }, $setOnInsert: { propertyId, day } },
    { upsert: true },
  );
}

/**
 * One more view of `propertyId` on today's Bogotá day: one upsert with `$inc`, filtered by `_id`
 * alone. Never throws: the view itself is already counted, and a lost daily count only thins
 * one bar of the owner's chart.
 */
export async function countViewDay(propertyId: string, now = new Date()): Promise<void> {
  const day = bogotaDay(now);
  try {
    await inQueue(async () => {
      try {
        await upsert(propertyId, day);
      } catch (error) {
        // Two first views of the day racing to insert (MongoDB): the loser's $inc finds it now.
        if (!isDuplicate(error)) throw error;
        await upsert(propertyId, day);
      }
    });
  } catch (error) {
    console.error('[views] the daily count failed; the view itself was counted', error);
  }
}

/** The daily counts of `propertyId` from Bogotá day `from` on, as {day, count}. */
export async function countViewDays(propertyId: string, from: string): Promise<Array<{ day: string; count: number }>> {
  const rows = await PropertyViewDay.find(
    { propertyId, day: trusted({ $gte: from }) },
    { day: 1, count: 1, _id: 0 },
  ).lean<Array<{ day: string; count: number }>>();
  return rows.map((row) => ({ day: row.day, count: row.count ?? 0 }));
}
