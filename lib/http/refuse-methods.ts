import http from 'node:http';

import { NO_CACHE } from '../api/cache-control';
import { METHOD_NOT_ALLOWED, ROUTE_METHODS } from '../api/other-methods';

// Next handles the seven methods of its routes only. For TRACE it builds a fetch Request, which
// Node refuses: `TRACE /api/...` was a 500 (next/dist/build/templates/app-route.js,
// NextRequestAdapter.fromNodeNextRequest) that no route, proxy or config of Next can answer; any
// other method Node's parser knows (QUERY, PROPFIND, ...) got a bare 400. Those are refused here
// with 405 before Next sees the request; every other request goes to Next untouched (route.ts
// files answer the methods they lack with 405 + Allow themselves: lib/api/other-methods.ts).
const HANDLED = new Set<string>([...ROUTE_METHODS, 'HEAD', 'OPTIONS']);
const BODY = JSON.stringify({ success: false, message: METHOD_NOT_ALLOWED });

/**
 * The methods of the requested resource, for the 405's Allow: an /api route says them itself
 * when asked with OPTIONS (lib/api/other-methods.ts); pages take GET and HEAD.
 */
function allowedMethods(server: http.Server, path: string): Promise<string> {
  const address = server.address();
  if (!path.startsWith('/api/') || !address || typeof address === 'string') return Promise.resolve('GET, HEAD');
  return new Promise((resolve) => {
    const host = ['::', '0.0.0.0'].includes(address.address) ? '127.0.0.1' : address.address;
    const ask = http.request({ host, port: address.port, path, method: 'OPTIONS', timeout: 5000 }, (answer) => {
      answer.resume();
      resolve(String(answer.headers.allow ?? 'GET, HEAD, OPTIONS'));
    });
    ask.on('error', () => resolve('GET, HEAD, OPTIONS'));
    ask.on('timeout', () => ask.destroy());
    ask.end();
  });
}

async function refuse(
  server: http.Server,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  request.resume();
  const allow = await allowedMethods(server, (request.url ?? '/').split('?')[0]);
  response.writeHead(405, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(BODY),
    'cache-control': NO_CACHE,
    'x-content-type-options': 'nosniff',
    allow,
  });
  response.end(BODY);
}

let installed = false;

/** Puts the check in front of the request event of this process's HTTP servers (Next's). */
export function refuseUnhandledMethods(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitUnlessUnhandled(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request' && !HANDLED.has(String((args[0] as http.IncomingMessage).method))) {
      void refuse(this, args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
      return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
