import 'server-only';

import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { MAX_FAVORITES } from '../../domain/saved-searches';

type Row = { favoriteIds?: Array<{ toString(): string }> };

export async function getFavorites(userId: string): Promise<string[]> {
  await connectDb();
  const row = await User.findById(userId, { favoriteIds: 1 }).lean<Row>();
  return (row?.favoriteIds ?? []).map(String);
}

/** Replaces the list (the browser sends it whole: after a merge at sign-in, or any change). */
export async function setFavorites(userId: string, ids: string[]): Promise<string[]> {
  await connectDb();
  const unique = [...new Set(ids)].slice(0, MAX_FAVORITES);
  await User.updateOne({ _id: userId }, { $set: { favoriteIds: unique } });
  return unique;
}

/** The titles and links of favourite ids that still exist, in the given order. */
export async function favoriteSummaries(ids: string[]): Promise<Array<{ id: string; title: string; slug: string }>> {
  if (!ids.length) return [];
  await connectDb();
  const rows = await Property.find({ _id: trusted({ $in: ids }) }, { title: 1, slug: 1 }).lean<
    Array<{ _id: unknown; title: string; slug: string }>
  >();
  const byId = new Map(rows.map((row) => [String(row._id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, title: row.title, slug: row.slug }] : [];
  });
}
