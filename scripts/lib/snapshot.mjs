// Snapshots of the embedded database and the local uploads (`npm run backup` / `npm run restore`).
//
// Why a physical copy of FerretDB's SQLite files rather than a logical dump through the driver:
// FerretDB v1 keeps each database in one SQLite file (WAL mode) in DATA_DIR, and the SQLite
// online backup API copies it inside one read transaction, so the snapshot is the database at
// one instant, every collection, index and FerretDB's own metadata together, while the site
// keeps reading and writing (WAL readers block no writer). A per-collection dump through the
// driver would read each collection at a different moment, and FerretDB has no transactions to
// hold them together. A real MongoDB is backed up with its own tools (mongodump --oplog, Atlas
// snapshots: docs/operations.md), which this script points to instead of dumping it.
// The backup API is reached through python3's sqlite3 module (Connection.backup), or the
// sqlite3 command line when python3 is missing: Node 20 has no built-in SQLite, and no npm
// dependency is needed for it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { root } from './ferretdb.mjs';

export const MANIFEST = 'manifest.json';

/** `--name value` options and positional arguments; `--force` style flags are true. */
export function parseArgs(argv, flags = []) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (flags.includes(arg.slice(2))) options[arg.slice(2)] = true;
    else if (i + 1 < argv.length) options[arg.slice(2)] = argv[(i += 1)];
    else throw new Error(`${arg} needs a value`);
  }
  return { options, positional };
}

/** DATA_DIR and UPLOAD_DIR as the launcher and the app resolve them. */
export function defaultDirs(env = process.env) {
  return {
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data/db'),
    uploadDir: path.resolve(root, env.UPLOAD_DIR ?? 'storage/uploads'),
  };
}

/** The database files of a FerretDB data directory (one `<database>.sqlite` per database). */
export async function databaseFiles(dataDir) {
  const names = await readdir(dataDir).catch(() => []);
  return names.filter((name) => name.endsWith('.sqlite')).sort();
}

const PYTHON_BACKUP = `
import sqlite3, sys
src = sqlite3.connect(sys.argv[1])
dst = sqlite3.connect(sys.argv[2])
with dst:
    src.backup(dst)  # one step: the whole file inside one read transaction
check = dst.execute('PRAGMA integrity_check').fetchone()[0]
dst.execute('PRAGMA journal_mode=DELETE')  # a self-contained file, no -wal beside it
src.close(); dst.close()
if check != 'ok':
    sys.exit('integrity_check: ' + check)
`;

/** Consistent copy of one live SQLite file with the online backup API, checked afterwards. */
export function backupSqlite(source, target) {
  let run = spawnSync('python3', ['-c', PYTHON_BACKUP, source, target], { encoding: 'utf8' });
  if (run.error?.code === 'ENOENT') {
    run = spawnSync('sqlite3', [source, `.backup '${target.replaceAll("'", "''")}'`], { encoding: 'utf8' });
    if (run.error?.code === 'ENOENT')
      throw new Error('Needs python3 (its sqlite3 module) or the sqlite3 command to copy the database consistently.');
  }
  if (run.status !== 0)
    throw new Error(`Could not back up ${source}: ${(run.stderr || run.error?.message || '').trim()}`);
}

export async function sha256(file) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Copies the files of `from` into `to` (recursively), skipping hidden names (the uploads' temp
 * files) and files already in `to`. Stored media are never rewritten in place (new name, then
 * rename), so a hard link is a safe, instant copy; across file systems the bytes are copied.
 * Returns the number of files added.
 */
export async function copyTree(from, to) {
  const entries = await readdir(from, { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let added = 0;
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) added += await copyTree(source, target);
    else if (entry.isFile() && !(await exists(target))) {
      await link(source, target).catch(() => copyFile(source, target));
      added += 1;
    }
  }
  return added;
}

export async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Whether a directory is missing or holds nothing but hidden entries. */
export async function isEmptyDir(dir) {
  const names = await readdir(dir).catch(() => []);
  return names.every((name) => name.startsWith('.'));
}

/** Count of regular files under a directory (recursively, hidden ones excluded). */
export async function countFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).length;
}
