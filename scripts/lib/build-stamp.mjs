// What the production build in .next was made from: a hash of every file that can change it (git's
// list of tracked and untracked, not ignored, files, less tests, docs and tool configs; the .env
// files Next loads) and of the environment next.config.ts reads. `npm run build` writes it
// (postbuild); `npm test` builds only when it differs, so CI, which runs both, builds once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root } from './ferretdb.mjs';

const stampFile = path.join(root, '.next', 'source-stamp');
// Files the build never reads.
const unused = /^(tests|docs|\.ci)\/|\.md$|^(playwright|vitest)\.config\.ts$|^eslint\.config\.mjs$|^\.prettier/;
const buildEnv = ['NODE_ENV', 'SITE_URL', 'REDIS_URL'];

/** The hash, or null outside a git checkout (then every build runs). */
export function sourceStamp() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) return null;
  const hash = createHash('sha256');
  for (const file of [...new Set(listed.stdout.split('\0'))].filter(Boolean).sort()) {
    if (unused.test(file) || !existsSync(path.join(root, file))) continue;
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  // Next loads these at build time, and git ignores them.
  for (const file of ['.env', '.env.local', '.env.production', '.env.production.local']) {
    if (existsSync(path.join(root, file))) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  }
  for (const name of buildEnv) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  for (const name of Object.keys(process.env)
    .filter((n) => n.startsWith('NEXT_PUBLIC_'))
    .sort())
    hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}

export function writeBuildStamp() {
  const stamp = sourceStamp();
  if (stamp && existsSync(path.join(root, '.next', 'BUILD_ID'))) writeFileSync(stampFile, stamp);
}

/** True when .next holds a finished build of exactly this tree and environment. */
export function buildIsCurrent() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(stampFile)) return false;
  const stamp = sourceStamp();
  return stamp !== null && readFileSync(stampFile, 'utf8') === stamp;
}
