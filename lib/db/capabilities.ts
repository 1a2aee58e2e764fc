import 'server-only';

import type { Model, QueryOptions, UpdateQuery } from 'mongoose';

import { connectDb, trusted } from '.';
import { redisEnabled } from '../redis/shared.mjs';
import { withSharedLock } from './shared-lock';

// The embedded database of development and tests is FerretDB v1.24 on SQLite
// (docs/architecture.md#the-embedded-database). It
// speaks MongoDB's protocol but differs where the services must not each work around it; this
// folder does, so that on MongoDB they run plain atomic writes, indexed counts and aggregations:
// - findAndModify is a read then a write without isolation: twenty concurrent `$inc`s keep about
//   five, and two updates filtered by the same `version` both succeed. So there writes that read
//   before they write run one at a time in the process (serialQueue), and with REDIS_URL (several
//   instances on one FerretDB, `npm run cluster`) one at a time across processes too.
// - It pushes no filter down but `_id` alone: any other find or count decodes the whole
//   collection. So there a versioned write filters by `_id` alone (its queue checked the version)
//   and a page is counted only when it does not tell its total (page-total.ts).
// - findAndModify takes no projection, and `$group` keeps only its first accumulator and knows no
//   `$cond` (updateAndReturn below, group-counts.ts).

const detected = new WeakMap<object, Promise<boolean>>();

/** Whether the server is the embedded FerretDB; asked once per connection (its buildInfo). */
export async function isEmbedded(): Promise<boolean> {
  const { connection } = await connectDb();
  const client = connection.getClient();
  let answer = detected.get(client);
  if (!answer) {
    answer = client
      .db()
      .admin()
      .command({ buildInfo: 1 })
      .then((info) => 'ferretdbVersion' in info);
    answer.catch(() => detected.delete(client));
    detected.set(client, answer);
  }
  return answer;
}

/**
 * A queue of its own, `name`d for its shared lock: the tasks given to it run one at a time on the
 * embedded database (in every instance sharing REDIS_URL), and as they come on MongoDB, where
 * each of their writes is atomic by itself.
 */
export function serialQueue(name: string) {
  let tail: Promise<unknown> = Promise.resolve();
  return async function inQueue<T>(task: () => Promise<T>): Promise<T> {
    if (!(await isEmbedded())) return task();
    const locked = redisEnabled() ? () => withSharedLock(name, task) : task;
    const run = tail.then(locked, locked);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The queue of the catalogue's writes: properties, and the cities and localities they name. A
 * save checks its place and then writes; a rename or an archive reads what points at the place
 * and then writes. One queue keeps these pairs from interleaving on the embedded database.
 */
export const serialWrites = serialQueue('catalogue-writes');

/**
 * The filter of a write that must find the document still at `version` (rows saved before
 * versioning have none: version 0). MongoDB: `_id` and `version`, one atomic check and write.
 * Embedded: `_id` alone; the caller runs in serialWrites and has just checked the version.
 */
export async function versionedFilter(id: unknown, version: number | null | undefined) {
  if (await isEmbedded()) return { _id: id };
  return { _id: id, version: version == null ? trusted({ $exists: false }) : version };
}

type AnyModel = Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any collection

/** Selects every field the schema hides (`select: false`), so that no projection is sent. */
function wholeDocument(model: AnyModel): string {
  const hidden: string[] = [];
  model.schema.eachPath((path, type) => {
    if ((type.options as { select?: boolean }).select === false) hidden.push(`+${path}`);
  });
  return hidden.join(' ');
}

/**
 * findOneAndUpdate returning the whole updated document, hidden fields included (no projection:
 * see above). Not for a model that hides a secret, such as User's password hash.
 */
export function updateAndReturn<T>(
  model: AnyModel,
  filter: Record<string, unknown>,
  update: UpdateQuery<unknown>,
  options: QueryOptions = {},
): Promise<T | null> {
  return model
    .findOneAndUpdate(filter, update, { ...options, returnDocument: 'after' })
    .select(wholeDocument(model))
    .lean<T>()
    .exec();
}

/** findOneAndDelete returning the whole deleted document (see updateAndReturn). */
export function deleteAndReturn<T>(model: AnyModel, filter: Record<string, unknown>): Promise<T | null> {
  return model.findOneAndDelete(filter).select(wholeDocument(model)).lean<T>().exec();
}
