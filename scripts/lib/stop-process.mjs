// Stopping a process the scripts started (an app, Redis, nginx, FerretDB): the signal, then a wait
// for its exit, never for a fixed time. A stop that returns while the process still runs lets the
// next one start beside it (an app restarted on its database while the old one still holds its
// locks and ports): what does not exit within the grace period is killed.

/** Whether the child has exited (or was never started). */
export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Sends `signal` to `child` (to its whole process group when it leads one: spawned `detached`),
 * waits up to `graceMs` for it to exit, then SIGKILLs it (and its group) and waits for that exit.
 * Resolves once the process is gone.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopProcess(child, { signal = 'SIGTERM', graceMs = 15_000, group = false } = {}) {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const send = (name) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  send(signal);
  let timer;
  const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
  const outcome = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'timeout' || hasExited(child)) return;
  console.error(`[stop] pid ${child.pid} did not exit ${graceMs / 1000} s after ${signal}: SIGKILL`);
  send('SIGKILL');
  await exited;
}
