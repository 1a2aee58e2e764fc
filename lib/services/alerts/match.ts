import 'server-only';

import { AlertEvent, AlertItem, type AlertItemDoc } from '../../../models/alert';
import { Property } from '../../../models/property';
import { SavedSearch } from '../../../models/saved-search';
import { trusted } from '../../db';
import { priceDropSince } from '../../domain/price-history';
import { matchesSavedFilters, type MatchableProperty, type SavedFilterQuery } from '../../domain/saved-search-match';
import { parseSavedFilters } from '../../validation/account';

/** A search that may alert (a frequency and the visitor's consent), its filters parsed once. */
export interface AlertingSearch {
  id: string;
  userId: string;
  query: SavedFilterQuery;
}

type SearchRow = { _id: unknown; userId: unknown; filters?: Record<string, string> };

/** Every saved search that may send an alert, with its filters parsed by the list's schema. */
export async function alertingSearches(): Promise<AlertingSearch[]> {
  const rows = await SavedSearch.find(
    {
      frequency: trusted({ $in: ['inmediata', 'diaria', 'semanal'] }),
      alertConsentAt: trusted({ $ne: null }),
    } as Record<string, unknown>,
    { userId: 1, filters: 1 },
  ).lean<SearchRow[]>();
  const searches: AlertingSearch[] = [];
  for (const row of rows) {
    try {
      searches.push({ id: String(row._id), userId: String(row.userId), query: parseSavedFilters(row.filters ?? {}) });
    } catch {
      // Saved under rules the list no longer accepts: it cannot match anything.
    }
  }
  return searches;
}

/**
 * The alert items one event gives: one per visitor whose search matches the property as it is
 * now (a listing unpublished since is nobody's news), the visitor's first matching search.
 */
export function itemsFor(
  event: { propertyId: unknown; reason: AlertItemDoc['reason']; at: Date },
  property: MatchableProperty,
  searches: AlertingSearch[],
): AlertItemDoc[] {
  const since = priceDropSince(event.at);
  const byUser = new Map<string, AlertItemDoc>();
  for (const search of searches) {
    if (byUser.has(search.userId) || !matchesSavedFilters(property, search.query, since)) continue;
    const propertyId = String(event.propertyId);
    byUser.set(search.userId, {
      _id: `${search.userId}:${propertyId}:${event.reason}`,
      userId: search.userId,
      searchId: search.id,
      propertyId,
      reason: event.reason,
      at: event.at,
      sendId: null,
      sentAt: null,
    } as unknown as AlertItemDoc);
  }
  return [...byUser.values()];
}

const isDuplicate = (error: unknown) =>
  (error as { code?: number })?.code === 11000 ||
  ((error as { writeErrors?: Array<{ code?: number }> })?.writeErrors ?? []).every((e) => e.code === 11000);

/**
 * Matches the events not matched yet. Idempotent: an item's `_id` is visitor, listing and
 * reason, so two runners matching one event (or one run again after a crash) insert it once.
 */
export async function matchPendingEvents(now: Date, limit = 200): Promise<number> {
  // Matched events are only history (the items keep what was sent): a month is plenty.
  // (Kept until the cruce has crossed them too, lib/services/cruces/events.ts.)
  await AlertEvent.deleteMany({
    matchedAt: trusted({ $lt: new Date(now.getTime() - 30 * 86_400_000) }),
    crossedAt: trusted({ $ne: null }),
  });
  const events = await AlertEvent.find({ matchedAt: null }).sort({ at: 1 }).limit(limit).lean();
  if (!events.length) return 0;
  const searches = await alertingSearches();
  for (const event of events) {
    const property = await Property.findById(event.propertyId).select('+searchText').lean<MatchableProperty>();
    const items = property ? itemsFor(event, property, searches) : [];
    if (items.length) {
      await AlertItem.insertMany(items, { ordered: false }).catch((error: unknown) => {
        if (!isDuplicate(error)) throw error;
      });
    }
    await AlertEvent.updateOne({ _id: event._id }, { $set: { matchedAt: now } });
  }
  return events.length;
}
