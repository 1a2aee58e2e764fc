import 'server-only';

import type { Model } from 'mongoose';

import { City } from '../../../models/city';
import { Locality } from '../../../models/locality';
import { ApiError } from '../../api/errors';
import { trusted } from '../../db';
import { between } from '../step-hook';

// Deleting a city or locality while a property is saved into it, safe without transactions on
// any MongoDB-compatible store and any number of app instances (issue 11 item 3):
//   delete: mark the place (`deleting: <date>`), THEN count what points at it; when something
//           does, lift the mark and answer 409, else delete the place (only while still ours).
//   save:   write the property, THEN re-read its city and locality (properties/location-guard.ts);
//           when one is gone or marked, take the write back and answer 409.
// Each side writes one document before it reads: single-document writes are atomic everywhere.
// If the delete's count missed the property, the property's write came after the count, hence
// after the mark, so the save's re-read sees the mark (or the place gone) and takes it back. If
// the count saw it, the delete refuses. Either way no property is left in a deleted place; at
// worst both answer 409 (the save saw a mark that the refused delete lifted afterwards).
// Saves also refuse a marked place up front (resolveLocation). On FerretDB, whose find-and-modify
// is not isolated, each side still runs whole in the write queue (properties/write-lock.ts).
// Public and admin lists keep showing a marked place: the delete may yet be refused, and the
// cached lists expire when it succeeds.

/**
 * A mark older than this is a delete that crashed midway: ignored by saves, replaced by the next
 * delete, lifted by an update. A delete only deletes while its mark is younger than half of it,
 * so app instances' clocks must agree within that margin (NTP), and reads must go to the primary
 * (the driver's default) so that each side sees what the other already wrote.
 */
export const MARK_TTL_MS = 30_000;

/** Whether a city or locality is being deleted right now. */
export function isMarked(doc: { deleting?: Date | null } | null | undefined): boolean {
  return !!doc?.deleting && Date.now() - new Date(doc.deleting).getTime() < MARK_TTL_MS;
}

/** The City or the Locality model. */
type Place = typeof City | typeof Locality;
type Marked = { code: string; deleting?: Date | null };
// Both models have `code` and `deleting`; one view of them keeps mongoose's typings simple.
const rows = (model: Place) => model as unknown as Model<Marked>;

interface DeleteMessages {
  notFound: string;
  /** The mark was lost (another delete of the same place) or got old: nothing was deleted. */
  interrupted: string;
}

/** Whether the place `code` is still there and not being deleted: what a save re-reads after writing. */
export async function stillThere(model: Place, code: string): Promise<boolean> {
  const doc = await rows(model).findOne({ code }, { deleting: 1 }).lean();
  return !!doc && !isMarked(doc);
}

const unmark = (model: Place, code: string, mark: Date) =>
  rows(model).updateOne({ code, deleting: mark }, { $unset: { deleting: 1 } });

/**
 * Deletes the city or locality `code` unless `blocker` (run after the mark) names what still
 * points at it: 404 when there is no such place, 409 with the blocker's message otherwise.
 */
export async function deleteUnreferenced(
  model: Place,
  code: string,
  messages: DeleteMessages,
  blocker: () => Promise<string | null>,
): Promise<void> {
  await between('delete:mark');
  const mark = new Date();
  const { matchedCount } = await rows(model).updateOne({ code }, { $set: { deleting: mark } });
  if (matchedCount === 0) throw new ApiError(404, messages.notFound);
  await between('delete:count');
  const blocked = await blocker().catch(async (error: unknown) => {
    await unmark(model, code, mark);
    throw error;
  });
  if (blocked) {
    await unmark(model, code, mark);
    throw new ApiError(409, blocked);
  }
  await between('delete:remove');
  // Past half the TTL a save could soon ignore the mark: give up rather than delete unseen.
  const young = Date.now() - mark.getTime() < MARK_TTL_MS / 2;
  const { deletedCount } = young ? await rows(model).deleteOne({ code, deleting: mark }) : { deletedCount: 0 };
  if (deletedCount === 0) {
    await unmark(model, code, mark);
    throw new ApiError(409, messages.interrupted);
  }
}

/** Lifts the mark a crashed delete left on `code` (only an old one: a live delete keeps its own). */
export async function clearStaleMark(model: Place, code: string): Promise<void> {
  await rows(model).updateOne(
    { code, deleting: trusted({ $lte: new Date(Date.now() - MARK_TTL_MS) }) },
    { $unset: { deleting: 1 } },
  );
}
