#!/usr/bin/env node
// `npm run restore -- <snapshot> [--data-dir DIR] [--upload-dir DIR] [--force]`: puts a snapshot
// of `npm run backup` back into DATA_DIR and UPLOAD_DIR. Both must be empty (a fresh machine, or
// directories moved aside) unless --force, which replaces the database files and adds the
// snapshot's media to the folder. Stop the site first: FerretDB must not have the files open.
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

import {
  copyTree,
  databaseFiles,
  defaultDirs,
  exists,
  isEmptyDir,
  MANIFEST,
  parseArgs,
  sha256,
} from './lib/snapshot.mjs';

async function main() {
  const { options, positional } = parseArgs(process.argv.slice(2), ['force']);
  if (positional.length !== 1)
    throw new Error('usage: npm run restore -- <snapshot directory> [--data-dir DIR] [--upload-dir DIR] [--force]');
  const snapshot = path.resolve(positional[0]);
  const manifestFile = path.join(snapshot, MANIFEST);
  if (!(await exists(manifestFile))) throw new Error(`${snapshot} is not a snapshot (no ${MANIFEST}).`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const defaults = defaultDirs();
  const dataDir = path.resolve(options['data-dir'] ?? defaults.dataDir);
  const uploadDir = path.resolve(options['upload-dir'] ?? defaults.uploadDir);

  // Check the whole snapshot before touching anything.
  for (const file of manifest.database.files) {
    const source = path.join(snapshot, 'db', file.name);
    if (!(await exists(source)) || (await sha256(source)) !== file.sha256)
      throw new Error(`${source} is missing or damaged (its checksum differs from the manifest): nothing restored.`);
  }
  for (const [dir, what] of [
    [dataDir, 'data directory'],
    [uploadDir, 'upload directory'],
  ]) {
    if (!options.force && !(await isEmptyDir(dir)))
      throw new Error(
        `The ${what} ${dir} is not empty: restore into an empty one, or pass --force to replace its contents.`,
      );
  }

  await mkdir(dataDir, { recursive: true });
  for (const name of await databaseFiles(dataDir)) {
    for (const suffix of ['', '-wal', '-shm']) await rm(path.join(dataDir, name + suffix), { force: true });
  }
  for (const file of manifest.database.files)
    await copyFile(path.join(snapshot, 'db', file.name), path.join(dataDir, file.name));
  const media = await copyTree(path.join(snapshot, 'uploads'), uploadDir);
  console.log(
    `Restored the snapshot of ${manifest.createdAt}: ${manifest.database.files.length} database file(s) into ${dataDir}, ${media} media file(s) into ${uploadDir}.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
