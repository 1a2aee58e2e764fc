#!/usr/bin/env node
// The production server (`npm start`, the test stacks, the cluster): Next's own request handler
// behind an HTTP server of ours, as `next start` runs it, plus one thing `next start` cannot do.
// Node accepts methods that Next then fails on: TRACE and CONNECT make its Request
// constructor throw before proxy.ts or a route runs (a plain 500), and QUERY, PROPFIND... get an
// empty 400. Here every method outside the ones routes declare is a 405 in the API's shape with
// the path's `Allow` (docs/api.md#unhandled-methods). Node itself is not patched.
//   node scripts/serve.mjs [-p PORT] [-H HOSTNAME]      (defaults: $PORT or 3000, every interface)
import http from 'node:http';

import next from 'next';

import { root } from './lib/ferretdb.mjs';

function option(short, long) {
  const at = process.argv.findIndex((arg) => arg === short || arg === long);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
const hostname = option('-H', '--hostname');

/** The methods route.ts files may declare (lib/api/methods.ts), plus HEAD and OPTIONS. */
const HANDLED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_ALLOW = 'GET, HEAD';
// The API's error shape and code (lib/domain/error-codes.ts), as lib/api/methods.ts answers it.
const REFUSAL = JSON.stringify({ success: false, message: 'Método no permitido', code: 'method_not_allowed' });

/**
 * `Allow` of an API path as its route declares it: its own OPTIONS answer (lib/api/route.ts),
 * asked of this server, so there is no second list to drift. Pages take GET and HEAD (proxy.ts).
 */
function allowOf(url, address) {
  if (!/^\/api(\/|$|\?)/.test(url)) return Promise.resolve(PAGE_ALLOW);
  return new Promise((resolve) => {
    const ask = http.request({ host: address, port, method: 'OPTIONS', path: url, timeout: 5000 }, (answer) => {
      answer.resume();
      const allow = answer.headers.allow;
      resolve(answer.statusCode === 204 && typeof allow === 'string' ? allow : PAGE_ALLOW);
    });
    ask.once('error', () => resolve(PAGE_ALLOW));
    ask.once('timeout', () => ask.destroy());
    ask.end();
  });
}

async function refuse(request, response) {
  request.resume(); // nothing of the request is read, echoed or kept
  const local = request.socket.localAddress ?? '127.0.0.1';
  const allow = await allowOf(request.url ?? '/', local.startsWith('::ffff:') ? local.slice(7) : local);
  response.writeHead(405, {
    Allow: allow,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(REFUSAL),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : REFUSAL);
}

const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  if (!HANDLED.has(request.method ?? '')) {
    void refuse(request, response);
    return;
  }
  void handle(request, response);
});
// Node closes an idle keep-alive connection after 5 s; a client (a balancer such as nginx, whose
// upstream connections live 60 s, or a test's HTTP client) that sends on it at that instant gets a
// reset instead of an answer. The server outlives the client's idle time instead; a stop still
// closes idle connections at once (below).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// Node hands CONNECT to a 'connect' listener (a proxy tunnel) and drops the socket without one.
server.on('connect', (request, socket) => {
  socket.on('error', () => {});
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${PAGE_ALLOW}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(REFUSAL)}\r\nConnection: close\r\n\r\n${REFUSAL}`,
  );
});

/**
 * What the app asks to do before the exit (lib/shutdown.ts: release the shared locks it holds,
 * write the catalogue's snapshot when writes are not in it yet), for 8 s at most: an exit in the
 * middle of a task would leave its lock to run out its lease, or the next start a longer journal.
 */
async function beforeExit() {
  const hook = globalThis[Symbol.for('inmobiliaria.beforeExit')];
  if (typeof hook !== 'function') return;
  await Promise.race([hook().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 8000).unref())]);
}

// SIGTERM and SIGINT as `next start` handles them: no new connections, the requests in flight
// finish, then the exit code of the signal. lib/shutdown.ts logs it and bounds the wait.
let stopping = false;
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void beforeExit().finally(() => process.exit(code)));
    server.closeIdleConnections();
    // close() ends only the connections idle at this instant: one answering now turns idle when
    // done and would otherwise wait out the keep-alive timeout before the exit.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  });
}

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const url = `http://${shown}:${typeof address === 'object' && address ? address.port : port}`;
  process.env.__NEXT_PRIVATE_ORIGIN = url;
  console.log(`▲ Ready on ${url}`);
});
