import http from 'node:http';

import { disconnectDb } from './db';
import { env } from './env';

/**
 * Graceful stop on SIGTERM / SIGINT. `next start` already handles both signals itself
 * (next/dist/server/lib/start-server.js, unless NEXT_MANUAL_SIG_HANDLE is set): it stops
 * accepting connections, lets the requests in flight finish (http server.close), then calls
 * process.exit(143). The database pool must close after those requests, not when the signal
 * arrives (they still query), and Next offers no hook at that point, so the first
 * process.exit() after a signal is held until the pool is closed. SHUTDOWN_TIMEOUT_MS bounds
 * the whole stop: a stalled client cannot keep a deploy waiting.
 */
export function installGracefulShutdown(): void {
  if (process.env.NEXT_MANUAL_SIG_HANDLE) return; // whoever set it owns the signals
  const exit = process.exit.bind(process);
  let stopping = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const timeout = env().SHUTDOWN_TIMEOUT_MS;
    console.log(`[shutdown] ${signal}: no new connections; finishing the requests in flight (at most ${timeout} ms)`);
    setTimeout(() => {
      console.error(`[shutdown] requests still in flight after ${timeout} ms: exiting anyway`);
      exit(1);
    }, timeout).unref();
  };

  process.exit = ((code?: number | string | null) => {
    if (!stopping) return exit(code);
    const closed = disconnectDb().then(
      () => console.log('[shutdown] database pool closed'),
      (error: unknown) =>
        console.error('[shutdown] closing the database pool failed:', error instanceof Error ? error.message : error),
    );
    void Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => exit(code));
  }) as typeof process.exit;

  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  drainKeepAliveOnClose();
}

/**
 * Node's server.close() closes the idle keep-alive connections only at that instant: one whose
 * request finishes later stays open for keepAliveTimeout (5 s), and a client that keeps sending
 * on it (a load balancer) keeps it, and the process, alive. Once closing, every response says
 * `Connection: close` and connections are closed as soon as they are idle. Patched at start
 * because next start calls close() from its own signal handler, before ours runs.
 */
function drainKeepAliveOnClose(): void {
  const close = http.Server.prototype.close;
  http.Server.prototype.close = function closeAndDrain(this: http.Server, ...args: Parameters<typeof close>) {
    this.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
      response.shouldKeepAlive = false;
    });
    const timer = setInterval(() => this.closeIdleConnections(), 100);
    this.once('close', () => clearInterval(timer));
    return close.apply(this, args);
  };
}
