import 'server-only';
import mongoose from 'mongoose';

// FerretDB v1 (the embedded dev/test database, DESIGN.md §3) runs findAndModify as a read and
// then a write without isolation: twenty concurrent `$inc`s keep about five, and two updates
// filtered by the same `version` both succeed. MongoDB does each of these atomically. On
// FerretDB, which serves a single app process, the property writes below are queued in this
// process instead; on MongoDB they run unqueued.

let ferretDb: Promise<boolean> | null = null;

function needsQueue(): Promise<boolean> {
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

let queue: Promise<unknown> = Promise.resolve();

/** Runs a read-modify-write of a property as one step (see above). Call after connectDb(). */
export async function atomically<T>(task: () => Promise<T>): Promise<T> {
  if (!(await needsQueue())) return task();
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
