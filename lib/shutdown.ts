import { releaseSharedLocks } from './db/shared-lock';
import { env, runtime } from './env';

// Instrumentation and route handlers are bundled apart: the flag lives on the process.
const STOPPING = Symbol.for('inmobiliaria.stopping');
/** What scripts/serve.mjs awaits between the server's close and the exit. */
const BEFORE_EXIT = Symbol.for('inmobiliaria.beforeExit');
/** Tasks of other modules to run before the exit too (onBeforeExit). */
const TASKS = Symbol.for('inmobiliaria.beforeExitTasks');
const state = globalThis as {
  [STOPPING]?: boolean;
  [BEFORE_EXIT]?: () => Promise<void>;
  [TASKS]?: Array<() => Promise<void>>;
};

/** Runs `task` before the process exits after a graceful stop (bounded by scripts/serve.mjs). */
export function onBeforeExit(task: () => Promise<void>): void {
  (state[TASKS] ??= []).push(task);
}

/**
 * Whether the process is stopping. Node's server.close() closes only the connections idle at
 * that instant; a keep-alive connection whose request ends later would hold the exit for
 * keepAliveTimeout, so answers given while stopping say `Connection: close` (lib/api/route.ts).
 */
export function isStopping(): boolean {
  return state[STOPPING] === true;
}

/**
 * `next start` handles SIGTERM and SIGINT itself: it stops accepting connections, lets the
 * requests in flight finish, then exits (143); the OS closes the database sockets. This only
 * says so in the log and bounds the wait: a stalled client must not hold a deploy
 * (SHUTDOWN_TIMEOUT_MS).
 */
export function watchShutdown(): void {
  // The shared locks this instance holds go with it, rather than block the others for a lease.
  state[BEFORE_EXIT] = async () => {
    const tasks = [releaseSharedLocks, ...(state[TASKS] ?? [])];
    await Promise.all(tasks.map((task) => task().catch((error: unknown) => console.error('[shutdown]', error))));
  };
  if (runtime.signalsHandledElsewhere()) return; // whoever set it owns the signals
  const onSignal = (signal: NodeJS.Signals) => {
    state[STOPPING] = true;
    const timeout = env().SHUTDOWN_TIMEOUT_MS;
    console.log(`[shutdown] ${signal}: no new connections; finishing the requests in flight (at most ${timeout} ms)`);
    setTimeout(() => {
      console.error(`[shutdown] requests still in flight after ${timeout} ms: exiting anyway`);
      process.exit(1);
    }, timeout).unref();
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
