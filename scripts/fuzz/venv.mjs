// The project-local Python environment that holds schemathesis: created with `python3 -m venv`
// on first use (like bin/ferretdb is built on first use) and re-installed when
// scripts/fuzz/requirements.txt changes. It lives in .data/venv, which git ignores.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root } from '../lib/ferretdb.mjs';

const requirements = path.join(root, 'scripts', 'fuzz', 'requirements.txt');
export const venvDir = path.resolve(root, process.env.FUZZ_VENV ?? '.data/venv');
const stamp = path.join(venvDir, '.requirements-sha256');

function run(command, args, what) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error || result.status !== 0)
    throw new Error(
      `${what} failed (${command} ${args.join(' ')}): ${result.error?.message ?? `exit ${result.status}`}`,
    );
}

/** The path of the `st` command, after creating or updating the environment if needed. */
export function ensureSchemathesis({ log = console.error } = {}) {
  const wanted = createHash('sha256').update(readFileSync(requirements)).digest('hex');
  const st = path.join(venvDir, 'bin', 'st');
  if (existsSync(st) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return st;
  if (!existsSync(path.join(venvDir, 'bin', 'python'))) {
    log(`Creating the Python environment for schemathesis in ${path.relative(root, venvDir)}, once...`);
    run('python3', ['-m', 'venv', venvDir], 'python3 -m venv (install python3 and python3-venv)');
  }
  log('Installing the pinned schemathesis (scripts/fuzz/requirements.txt)...');
  run(
    path.join(venvDir, 'bin', 'python'),
    ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', requirements],
    'pip install',
  );
  writeFileSync(stamp, wanted);
  return st;
}
