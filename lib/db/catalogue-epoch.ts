import { randomUUID } from 'node:crypto';

import mongoose from 'mongoose';

// Writers outside the app's processes (the seed, a test that edits rows by hand) cannot tell the
// instances which properties they changed: they move this epoch, and every instance that keeps
// the catalogue in memory (store.ts) loads it again before its next answer. One document read by
// `_id`, which the embedded database answers without a scan.

const ID = 'catalogue';
const epochs = () => mongoose.connection.collection<{ _id: string; epoch: string }>('catalogue_epochs');

/** The current epoch ('' before any was set). */
export async function readCatalogueEpoch(): Promise<string> {
  return (await epochs().findOne({ _id: ID }))?.epoch ?? '';
}

/** Tells every instance to load the catalogue again (call after writing properties directly). */
export async function moveCatalogueEpoch(): Promise<void> {
  await epochs().updateOne({ _id: ID }, { $set: { epoch: randomUUID() } }, { upsert: true });
}

/**
 * The epoch in which a start-up task last ran over the whole catalogue (`task`: 'codes'), so the
 * next start skips its scan until a writer outside the app moves the epoch.
 */
export async function epochOfTask(task: string): Promise<string | null> {
  return (await epochs().findOne({ _id: `${ID}:${task}` }))?.epoch ?? null;
}

/** Records that `task` ran over the whole catalogue in `epoch`. */
export async function markTaskEpoch(task: string, epoch: string): Promise<void> {
  await epochs().updateOne({ _id: `${ID}:${task}` }, { $set: { epoch } }, { upsert: true });
}
