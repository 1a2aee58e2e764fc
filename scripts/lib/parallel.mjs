// Runs node_modules/.bin commands side by side, each one's output held and printed whole when it
// ends (so two logs never interleave), and reports every one's time.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { root } from './ferretdb.mjs';

/** One command; resolves with its exit code, its output and its seconds. */
function runHeld(name, bin, args, env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', bin), args, {
      cwd: root,
      env: { ...env, FORCE_COLOR: env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.once('close', (code, signal) =>
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

/**
 * `commands`: [name, bin, args] each. Prints each output as it finishes, then a line a command
 * with its time; resolves with the names of those that failed.
 */
export async function runAll(commands, { env = process.env, log = console.error } = {}) {
  const results = await Promise.all(
    commands.map(([name, bin, args]) =>
      runHeld(name, bin, args, env).then((result) => {
        log(
          `\n── ${name} (${result.code === 0 ? 'ok' : `failed, exit ${result.code}`}, ${result.seconds.toFixed(1)} s)`,
        );
        process.stderr.write(result.output);
        return result;
      }),
    ),
  );
  log('');
  for (const { name, code, seconds } of results)
    log(`  ${name.padEnd(12)} ${code === 0 ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1)} s`);
  return results.filter((r) => r.code !== 0).map((r) => r.name);
}
