import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// Every environment variable is read through lib/env.ts, which validates it at start and is the
// list docs/operations.md documents; these checks keep both true as code lands.

const root = path.resolve(import.meta.dirname, '../..');
const DIRS = ['app', 'components', 'lib', 'models', 'cache-handlers'];
const FILES = ['proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/**
 * Files that may read the environment themselves, with the variables each may read and why.
 * cache-handlers/*.mjs and next.config.ts need no entry: the handlers take what they need from
 * lib/redis/shared.mjs, and Next compiles next.config.ts, which imports lib/env.ts like the app.
 */
const ALLOWED: Record<string, { names: string[]; why: string }> = {
  'lib/redis/shared.mjs': {
    names: ['REDIS_KEY_PREFIX', 'REDIS_URL', 'NEXT_PHASE'],
    why: 'Node imports it for the cache handlers outside the bundles, where lib/env.ts (TypeScript) cannot load',
  },
  'instrumentation.ts': {
    names: ['NEXT_RUNTIME'],
    why: 'Next writes NEXT_RUNTIME into each bundle as a constant, which lets the Edge one drop the Node imports',
  },
};

/** `process.env`, `process['env']`, `{ env } = process`, `import.meta.env` and importing `process`. */
const READ = [
  /\bprocess\s*\.\s*env\b/,
  /\bprocess\s*\[\s*['"`]env['"`]\s*\]/,
  /\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/,
  /\bimport\.meta\.env\b/,
  /from\s+['"](node:)?process['"]/,
];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sources(relative);
    return SOURCE.test(name) ? [relative] : [];
  });
}

function read(relative: string): string {
  return readFileSync(path.join(root, relative), 'utf8');
}

/** The variables lib/env.ts knows: the schema's keys and what it reads as Next sets them. */
function envTsVariables(): Set<string> {
  const text = read('lib/env.ts');
  const keys = [...text.matchAll(/^ {4}([A-Z][A-Z0-9_]*): /gm)].map((m) => m[1]);
  const raw = [...text.matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
  return new Set([...keys, ...raw]);
}

/** The backticked names in the first column of the table under `heading` in docs/operations.md. */
function documented(heading: string): Set<string> {
  const lines = read('docs/operations.md').split('\n');
  const start = lines.findIndex((line) => line.startsWith('#') && line.includes(heading));
  expect(start, `docs/operations.md has a heading "${heading}"`).toBeGreaterThan(-1);
  const names = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|')) continue;
    for (const m of line.split('|')[1].matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)) names.add(m[1]);
  }
  return names;
}

describe('environment reads', () => {
  const files = [...DIRS.flatMap(sources), ...FILES].filter((file) => file !== 'lib/env.ts');

  it('go through lib/env.ts everywhere but the allowed files', () => {
    const offenders = files.filter((file) => !ALLOWED[file] && READ.some((pattern) => pattern.test(read(file))));
    expect(offenders, 'read the variable through env() or runtime of lib/env.ts').toEqual([]);
  });

  it('in the allowed files, touch only their own variables, each known to lib/env.ts', () => {
    const known = envTsVariables();
    for (const [file, { names, why }] of Object.entries(ALLOWED)) {
      const text = read(file);
      const reads = [...text.matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
      expect(reads.length, `${file} still reads the environment (${why})`).toBeGreaterThan(0);
      expect(
        READ.filter((pattern) => pattern.test(text.replace(/process\.env\.[A-Za-z_][A-Za-z0-9_]*/g, ''))),
        `${file} reads the environment only as process.env.NAME`,
      ).toEqual([]);
      for (const name of reads) expect(names, `${file} may read ${name}`).toContain(name);
      if (file !== 'instrumentation.ts') for (const name of reads) expect([...known]).toContain(name);
    }
  });

  it('are documented in docs/operations.md, and what it documents for the app lib/env.ts knows', () => {
    const known = envTsVariables();
    const doc = documented('Read by the app');
    expect(
      [...known].filter((name) => !doc.has(name)),
      'missing from docs/operations.md',
    ).toEqual([]);
    expect(
      [...doc].filter((name) => !known.has(name)),
      'documented but unknown to lib/env.ts',
    ).toEqual([]);
  });

  it("of the scripts' table are read by a script", () => {
    const scripts = sources('scripts').map(read).join('\n');
    const unread = [...documented('Read by the scripts')].filter((name) => !scripts.includes(name));
    expect(unread).toEqual([]);
  });
});
