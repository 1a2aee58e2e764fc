import 'server-only';

import type { Model } from 'mongoose';

import type { City } from '../../../models/city';
import type { Locality } from '../../../models/locality';
import { invalidate, TAGS } from '../../cache/tags';
import type { Actor } from '../../domain/activity';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { logCreate, logDelete, logUpdate } from '../activity';
import { archived, NOT_ARCHIVED } from './shared';

// The writes of a city or a locality. Neither is ever deleted: DELETE archives it, so a save that
// checked the place just before still finds it (archived, with its names) and no property or
// locality ever names a place that does not exist. Archived places leave every list.

type Names = Record<string, string>;
type Stored = Names & { code: string; archivedAt?: Date | null };

/** What differs between a city and a locality for these writes. */
export interface PlaceKind<N extends Names> {
  model: typeof City | typeof Locality;
  /** How the activity log names it. */
  entity: 'city' | 'locality';
  notFound: string;
  duplicate: (code: string) => string;
  /** Copies new names into what points at the place; returns the cache tags that changed. */
  copyNames: (code: string, next: N) => Promise<string[]>;
}

const rows = ({ model }: { model: PlaceKind<Names>['model'] }) => model as unknown as Model<Stored>;
const target = (kind: { entity: 'city' | 'locality' }, place: Stored) => ({
  entity: kind.entity,
  id: place.code,
  label: place.name ?? place.code,
});

/** POST: a new place, or the archived one with this code brought back; 409 on a code in use. */
export async function createPlace<N extends Names>(
  kind: PlaceKind<N>,
  code: string,
  next: N,
  actor: Actor,
): Promise<Stored> {
  const previous = await rows(kind)
    .findOne({ code, ...archived() })
    .lean<Stored>();
  if (previous) return writePlace(kind, previous, next, actor, true);
  if (await rows(kind).exists({ code })) throw new ConflictError(kind.duplicate(code), 'place_code_taken');
  try {
    const created = (await rows(kind).create({ code, ...next })).toObject<Stored>();
    await invalidate(TAGS.locations);
    await logCreate(actor, target(kind, created), created, ['code', ...Object.keys(next)]);
    return created;
  } catch (error) {
    // Two creates of one code race past the check: the unique index decides.
    if ((error as { code?: number } | null)?.code === 11000)
      throw new ConflictError(kind.duplicate(code), 'place_code_taken');
    throw error;
  }
}

/** PUT: new names (from `namesOf`) for the place in use with this code; 404 when none. */
export async function updatePlace<N extends Names>(
  kind: PlaceKind<N>,
  code: string,
  namesOf: () => Promise<N>,
  actor: Actor,
): Promise<Stored> {
  const existing = await rows(kind)
    .findOne({ code, ...NOT_ARCHIVED })
    .lean<Stored>();
  if (!existing) throw new NotFoundError(kind.notFound);
  return writePlace(kind, existing, await namesOf(), actor, false);
}

/**
 * Stores `next` on the place (bringing it back when `restore`, which the log calls a create);
 * copies of changed names follow.
 */
async function writePlace<N extends Names>(
  kind: PlaceKind<N>,
  existing: Stored,
  next: N,
  actor: Actor,
  restore: boolean,
) {
  const place = await rows(kind)
    .findOneAndUpdate(
      { code: existing.code, ...(restore ? archived() : NOT_ARCHIVED) },
      { $set: next, ...(restore && { $unset: { archivedAt: 1 } }) },
      { returnDocument: 'after', runValidators: true },
    )
    .lean<Stored>();
  if (!place)
    throw restore
      ? new ConflictError(kind.duplicate(existing.code), 'place_code_taken')
      : new NotFoundError(kind.notFound);
  const changed = Object.keys(next).some((key) => existing[key] !== next[key]);
  await invalidate(TAGS.locations, ...(changed ? await kind.copyNames(existing.code, next) : []));
  const fields = Object.keys(next);
  if (restore) await logCreate(actor, target(kind, place), place, ['code', ...fields]);
  else await logUpdate(actor, target(kind, place), existing, place, fields);
  return place;
}

/**
 * DELETE: 404 when no place in use has this code, 409 with `blocker`'s message while something
 * points at it, else archived in one single-document write.
 */
export async function archivePlace<N extends Names>(
  kind: PlaceKind<N>,
  code: string,
  blocker: () => Promise<string | null>,
  actor: Actor,
): Promise<void> {
  const place = await rows(kind)
    .findOne({ code, ...NOT_ARCHIVED })
    .lean<Stored>();
  if (!place) throw new NotFoundError(kind.notFound);
  const blocked = await blocker();
  if (blocked) throw new ConflictError(blocked);
  const { matchedCount } = await rows(kind).updateOne({ code, ...NOT_ARCHIVED }, { $set: { archivedAt: new Date() } });
  if (matchedCount === 0) throw new NotFoundError(kind.notFound);
  await invalidate(TAGS.locations);
  await logDelete(actor, target(kind, place));
}
