import { spawn } from 'node:child_process';
import path from 'node:path';

import { root } from './ferretdb.mjs';

/**
 * Runs scripts/seed/index.ts (TypeScript, through tsx) against process.env.MONGODB_URI.
 * @param {{ extraArgs?: string[], env?: NodeJS.ProcessEnv }} [options]
 */
export function runSeed({ extraArgs = [], env = process.env } = {}) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(root, 'scripts', 'seed', 'index.ts'), ...extraArgs], {
      stdio: 'inherit',
      env,
      cwd: root,
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The seed failed (exit ${code})`))));
  });
}
