#!/usr/bin/env node
// `npm run backup [-- --out DIR] [--data-dir DIR] [--upload-dir DIR]`: a dated snapshot of the
// embedded database (DATA_DIR) and the local uploads (UPLOAD_DIR) while the site runs, into
// .data/backups/<ISO date>/ unless --out. Method and why: scripts/lib/snapshot.mjs.
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { root } from './lib/ferretdb.mjs';
import {
  backupSqlite,
  copyTree,
  countFiles,
  databaseFiles,
  defaultDirs,
  isEmptyDir,
  MANIFEST,
  parseArgs,
  sha256,
} from './lib/snapshot.mjs';

async function main() {
  const { options } = parseArgs(process.argv.slice(2));
  if (process.env.MONGODB_URI && !options['data-dir']) {
    throw new Error(
      'MONGODB_URI is set: this site runs on your MongoDB, which this script does not copy. Use mongodump / mongorestore or your provider\'s snapshots (README, "Backups"); pass --data-dir to back up an embedded database anyway.',
    );
  }
  const defaults = defaultDirs();
  const dataDir = path.resolve(options['data-dir'] ?? defaults.dataDir);
  const uploadDir = path.resolve(options['upload-dir'] ?? defaults.uploadDir);
  const createdAt = new Date().toISOString();
  const out = path.resolve(options.out ?? path.join(root, '.data', 'backups', createdAt.replaceAll(':', '-')));

  const databases = await databaseFiles(dataDir);
  if (databases.length === 0) throw new Error(`No database in ${dataDir} (no *.sqlite file): nothing to back up.`);
  if (!(await isEmptyDir(out))) throw new Error(`${out} is not empty: choose a new --out directory.`);

  const started = performance.now();
  try {
    // Uploads before and after the database: every file the database snapshot references was
    // either there in the first pass or written before the snapshot (caught by the second).
    const uploadsOut = path.join(out, 'uploads');
    await copyTree(uploadDir, uploadsOut);
    const files = [];
    await mkdir(path.join(out, 'db'), { recursive: true });
    for (const name of databases) {
      const target = path.join(out, 'db', name);
      backupSqlite(path.join(dataDir, name), target);
      files.push({ name, bytes: (await stat(target)).size, sha256: await sha256(target) });
    }
    await copyTree(uploadDir, uploadsOut);
    const manifest = {
      format: 'inmobiliaria-snapshot/1',
      createdAt,
      source: { dataDir, uploadDir },
      database: { engine: 'ferretdb-sqlite', files },
      uploads: { files: await countFiles(uploadsOut) },
    };
    await writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Snapshot written to ${out} in ${seconds} s: ${files.map((f) => `${f.name} (${f.bytes} bytes)`).join(', ')}, ${manifest.uploads.files} uploaded files.`,
    );
    console.log(`Restore it with: npm run restore -- ${path.relative(process.cwd(), out) || out}`);
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
