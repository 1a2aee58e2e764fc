import http from 'node:http';
import { allowedMethods } from './allowed-methods';

// Node's fetch refuses to build a Request whose method is TRACE, and Next builds one for
// every route handler call: `TRACE /api/...` was a 500 with a stack trace in the log. Next's own
// 405 for a method a route does not export has no `Allow` header (RFC 9110 requires one).
// Both are answered here, before Next, with a 405 that lists the documented methods.
const NEVER = new Set(['TRACE']); // TRACK never gets here: Node's parser answers it 400
const BODY = JSON.stringify({ success: false, message: 'Método no permitido' });

function refuse(response: http.ServerResponse, allow: string[] | null) {
  response.writeHead(405, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(BODY),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(allow && { allow: allow.join(', ') }),
  });
  response.end(BODY);
}

/** Whether the request was refused (and answered) before reaching Next. */
export function refuseUnsupportedMethod(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const method = (request.method ?? '').toUpperCase();
  const pathname = (request.url ?? '/').split('?')[0];
  const allow = pathname.startsWith('/api/') ? allowedMethods(pathname) : null;
  if (NEVER.has(method) || (allow && !allow.includes(method))) {
    refuse(response, allow);
    return true;
  }
  return false;
}

let installed = false;

/** Puts the check in front of every HTTP server of this process (Next's included). */
export function installMethodGuard() {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && refuseUnsupportedMethod(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true;
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
