import 'server-only';

import { AlertEvent } from '../../../models/alert';
import { Cruce, type CruceDoc } from '../../../models/cruce';
import { Demand } from '../../../models/demand';
import { trusted } from '../../db';
import { matchDemand } from '../../domain/demand-match';
import type { MatchableProperty } from '../../domain/saved-search-match';
import { catalogueRows, database } from '../catalogue';
import type { StoredProperty } from '../properties';
import type { StoredDemand } from './demands';

// "Nuevos cruces": the alert events (a listing became public or its price fell, written by the
// property save) crossed with the active demands, apart from the saved searches: an event has its
// own `crossedAt`, so neither consumer waits for the other.

const isDuplicate = (error: unknown) =>
  (error as { code?: number })?.code === 11000 ||
  ((error as { writeErrors?: Array<{ code?: number }> })?.writeErrors ?? []).every((e) => e.code === 11000);

/** The properties of these ids as they are now: from the copy in memory, else the database. */
async function propertiesNow(ids: string[]): Promise<Map<string, StoredProperty>> {
  const rows = await catalogueRows();
  if (rows) {
    const wanted = new Set(ids);
    return new Map(rows.filter((row) => wanted.has(row._id.toString())).map((row) => [row._id.toString(), row]));
  }
  const found = await database.find({ _id: trusted({ $in: ids }) });
  return new Map(found.map((row) => [row._id.toString(), row]));
}

/**
 * Crosses the events not crossed yet with the active demands, as the listing is now (one
 * unpublished since is nobody's news). Idempotent: a cruce's `_id` is demand, listing and reason,
 * so two runners crossing one event (or a run after a crash) record it once.
 */
export async function crossPendingEvents(now: Date, limit = 1000): Promise<number> {
  const events = await AlertEvent.find({ crossedAt: null }).sort({ at: 1 }).limit(limit).lean();
  if (!events.length) return 0;
  const demands = await Demand.find({ status: 'activa' }).lean<StoredDemand[]>();
  const properties = demands.length
    ? await propertiesNow([...new Set(events.map((e) => String(e.propertyId)))])
    : new Map<string, StoredProperty>();
  const cruces: CruceDoc[] = [];
  for (const event of events) {
    const property = properties.get(String(event.propertyId));
    if (!property) continue;
    for (const demand of demands) {
      const match = matchDemand(demand, property as MatchableProperty);
      if (!match) continue;
      cruces.push({
        _id: `${demand._id.toString()}:${String(event.propertyId)}:${event.reason}`,
        demandId: demand._id,
        agentId: demand.agentId,
        propertyId: event.propertyId,
        reason: event.reason,
        score: match.score,
        reasons: match.reasons,
        at: now,
        seenAt: null,
        digestId: null,
      } as unknown as CruceDoc);
    }
  }
  if (cruces.length) {
    await Cruce.insertMany(cruces, { ordered: false }).catch((error: unknown) => {
      if (!isDuplicate(error)) throw error;
    });
  }
  await AlertEvent.updateMany({ _id: trusted({ $in: events.map((e) => e._id) }) }, { $set: { crossedAt: now } });
  return cruces.length;
}
