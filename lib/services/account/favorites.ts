import 'server-only';

import { User } from '../../../models/user';
import { connectDb } from '../../db';
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
