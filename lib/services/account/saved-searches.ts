import 'server-only';

import { isValidObjectId } from 'mongoose';

import { AlertItem } from '../../../models/alert';
import { SavedSearch } from '../../../models/saved-search';
import { connectDb, trusted } from '../../db';
import type { AlertFrequency } from '../../domain/alert-window';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { ACCOUNT_MESSAGES, MAX_SAVED_SEARCHES, type SavedSearchView } from '../../domain/saved-searches';

type Row = {
  _id: { toString(): string };
  name: string;
  filters?: Record<string, string>;
  frequency: AlertFrequency;
  alertConsentAt?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
};

const iso = (d?: Date | null) => (d ? new Date(d).toISOString() : null);

export function toSavedSearchView(row: Row): SavedSearchView {
  return {
    id: row._id.toString(),
    name: row.name,
    filters: row.filters ?? {},
    frequency: row.frequency,
    alertConsentAt: iso(row.alertConsentAt),
    createdAt: iso(row.createdAt) ?? '',
    updatedAt: iso(row.updatedAt) ?? '',
  };
}

const notFound = () => new NotFoundError(ACCOUNT_MESSAGES.searchNotFound);

export async function listSavedSearches(userId: string): Promise<SavedSearchView[]> {
  await connectDb();
  const rows = await SavedSearch.find({ userId }).sort({ createdAt: -1 }).lean<Row[]>();
  return rows.map(toSavedSearchView);
}

export interface SavedSearchInput {
  name: string;
  filters: Record<string, string>;
  frequency: AlertFrequency;
  alertConsent: boolean;
}

export async function createSavedSearch(userId: string, input: SavedSearchInput): Promise<SavedSearchView> {
  await connectDb();
  if ((await SavedSearch.countDocuments({ userId })) >= MAX_SAVED_SEARCHES)
    throw new ConflictError(ACCOUNT_MESSAGES.tooManySearches, 'limit_reached');
  const row = await SavedSearch.create({
    userId,
    name: input.name,
    filters: input.filters,
    frequency: input.frequency,
    alertConsentAt: input.alertConsent ? new Date() : null,
  });
  return toSavedSearchView(row.toObject() as Row);
}

/**
 * Edits one of the caller's searches (another visitor's is a 404, as an unknown one). Consent
 * given keeps its first date; withdrawn, the pending alerts of the search go.
 */
export async function updateSavedSearch(
  userId: string,
  id: string,
  patch: Partial<SavedSearchInput>,
): Promise<SavedSearchView> {
  await connectDb();
  const current = await SavedSearch.findOne({ _id: id, userId }).lean<Row>();
  if (!current) throw notFound();
  const set: Record<string, unknown> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.filters !== undefined) set.filters = patch.filters;
  if (patch.frequency !== undefined) set.frequency = patch.frequency;
  if (patch.alertConsent === true && !current.alertConsentAt) set.alertConsentAt = new Date();
  if (patch.alertConsent === false) set.alertConsentAt = null;
  const row = await SavedSearch.findOneAndUpdate(
    { _id: id, userId },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<Row>();
  if (!row) throw notFound();
  if (row.frequency === 'ninguna' || !row.alertConsentAt) await dropPendingAlerts([id]);
  return toSavedSearchView(row);
}

export async function deleteSavedSearch(userId: string, id: string): Promise<void> {
  await connectDb();
  const removed = await SavedSearch.deleteOne({ _id: id, userId });
  if (!removed.deletedCount) throw notFound();
  await dropPendingAlerts([id]);
}

/** The alerts of these searches that have not gone out yet. */
export async function dropPendingAlerts(searchIds: string[]): Promise<void> {
  const ids = searchIds.filter((id) => isValidObjectId(id));
  if (ids.length) await AlertItem.deleteMany({ searchId: trusted({ $in: ids }), sentAt: null });
}

/**
 * The one-click unsubscribe of an alert e-mail (the token names the visitor and the searches):
 * those searches stop alerting and their consent is withdrawn. Idempotent.
 */
export async function unsubscribeSearches(userId: string, searchIds: string[]): Promise<number> {
  await connectDb();
  const ids = searchIds.filter((id) => isValidObjectId(id));
  if (!isValidObjectId(userId) || !ids.length) return 0;
  const result = await SavedSearch.updateMany(
    { _id: trusted({ $in: ids }), userId },
    { $set: { frequency: 'ninguna', alertConsentAt: null } },
  );
  await dropPendingAlerts(ids);
  return result.matchedCount;
}
