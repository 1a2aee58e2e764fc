#!/usr/bin/env node
// `npm run check`: the fast loop for a person changing code: typecheck, lint (ESLint,
// dependency-cruiser and Prettier) and unit tests, side by side, each with its cache in node_modules/.cache so that a
// second run reads only what changed. Prints each part's output and time; exits non-zero if any failed.
import { runAll } from './lib/parallel.mjs';

const cache = 'node_modules/.cache';
const failed = await runAll([
  ['typecheck', 'tsc', ['--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/tsbuildinfo`]],
  [
    'eslint',
    'eslint',
    ['--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location', `${cache}/eslint/`, '.'],
  ],
  [
    'dependencies',
    'depcruise',
    [
      '--config',
      '.dependency-cruiser.cjs',
      ...['app', 'components', 'lib', 'models', 'scripts', 'cache-handlers'],
      ...['proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts'],
    ],
  ],
  ['prettier', 'prettier', ['--check', '--log-level=warn', '--cache', '.']],
  ['unit tests', 'vitest', ['run', '--project', 'unit']],
]);
process.exitCode = failed.length ? 1 : 0;
