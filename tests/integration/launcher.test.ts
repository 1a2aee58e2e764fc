import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, inject, it } from 'vitest';

import { appSecrets } from './accounts';

const launcher = path.resolve('scripts/with-db.mjs');
const nodeDir = path.dirname(process.execPath);

function launch(args: string[], env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = { ...process.env, MONGODB_URI: undefined, ...env };
  // An undefined value means "unset" (spawn would pass the string "undefined").
  const clean = Object.fromEntries(
    Object.entries(merged).filter(([, value]) => value !== undefined),
  ) as NodeJS.ProcessEnv;
  return spawnSync(process.execPath, [launcher, ...args], { env: clean, encoding: 'utf8', timeout: 60_000 });
}

describe('scripts/with-db.mjs', () => {
  it('starts nothing and passes MONGODB_URI through when it is set', () => {
    const uri = inject('mongoUri');
    const run = launch(['node', '-e', 'process.stdout.write(process.env.MONGODB_URI)'], { MONGODB_URI: uri });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(uri);
    expect(run.stderr).not.toContain('Embedded database');
    expect(run.stderr).not.toContain('seed');
  });

  it('says in one line what to do when FerretDB is missing and Go is not installed', () => {
    const run = launch(['--db-only'], { FERRETDB_BIN: '/nonexistent/ferretdb', PATH: nodeDir });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([
      'FerretDB is not built and Go is not installed: install Go 1.24+ (https://go.dev/dl, or `apt-get install golang`) so the launcher can build it, or set MONGODB_URI to a MongoDB server.',
    ]);
  });

  it('refuses to start the app against a real MongoDB without its signing secrets, naming the variable', () => {
    const run = launch(['node', 'scripts/serve.mjs', '-p', '0'], {
      MONGODB_URI: inject('mongoUri'),
      NEXTAUTH_SECRET: undefined,
      AUTH_JWT_SECRET: undefined,
      PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`,
    });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('Cannot start: NEXTAUTH_SECRET is not set');
  });

  it('refuses a production start against a real MongoDB without SITE_URL, naming it', () => {
    const run = launch(['node', 'scripts/serve.mjs', '-p', '0'], {
      MONGODB_URI: inject('mongoUri'),
      ...appSecrets(),
      SITE_URL: undefined,
      PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`,
    });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('Cannot start: SITE_URL is not set');
    // A real deploy gets no local default: the launcher's warning is for the embedded database.
    expect(run.stdout + run.stderr).not.toContain('!!!!');
  });
});
