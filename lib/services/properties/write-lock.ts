import 'server-only';

import mongoose from 'mongoose';

// FerretDB v1 (the embedded dev/test database, DESIGN.md §3) runs findAndModify as a read and
// then a write without isolation: twenty concurrent `$inc`s keep about five, and two updates
// filtered by the same `version` both succeed. MongoDB does each of these atomically. On
// FerretDB, which serves a single app process, the writes below are queued in this process
// instead; on MongoDB they run unqueued.

let ferretDb: Promise<boolean> | null = null;

/** Whether property writes run queued in this process (FerretDB); false on MongoDB. */
export function needsQueue(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db) return Promise.resolve(false);
  ferretDb ??= db
    .admin()
    .command({ buildInfo: 1 })
    .then((info) => 'ferretdbVersion' in info)
    .catch(() => {
      ferretDb = null;
      return false;
    });
  return ferretDb;
}

/** A queue of its own: tasks given to it run one at a time on FerretDB, unqueued on MongoDB. */
export function writeQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return async function serially<T>(task: () => Promise<T>): Promise<T> {
    if (!(await needsQueue())) return task();
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * Runs a read-modify-write of a property as one step (see above). Call after connectDb().
 * Location writes (cities, localities) go through the same queue: a property saved into a city
 * checks the city and then writes, a city delete checks its properties and then deletes, and
 * neither pair is atomic without transactions; one queue for both keeps them from interleaving.
 */
export const atomically = writeQueue();
