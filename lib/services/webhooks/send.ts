import 'server-only';

import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

import { WEBHOOK_RESPONSE_BYTES, WEBHOOK_TIMEOUT_MS } from '../../domain/webhooks';
import type { ResolvedTarget } from './targets';

export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * One POST to a checked target: connected to the address that was checked (the `lookup` below
 * answers it, so no second DNS answer can slip in between the check and the connection), no
 * redirect followed (a 3xx is a failure), 10 s at most, and no more than 4 KB of the answer read.
 */
export function postWebhook(
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(target.url, {
      method: 'POST',
      agent: false,
      lookup: pinned,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'InmobiliariaBogota-Webhooks/1',
      },
    });
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `Sin respuesta en ${WEBHOOK_TIMEOUT_MS / 1000} s` });
      request.destroy();
    }, WEBHOOK_TIMEOUT_MS);
    request.on('response', (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > WEBHOOK_RESPONSE_BYTES) response.destroy();
      });
      const done = () => finish({ statusCode: response.statusCode ?? null, error: null });
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ statusCode: null, error: `Error de conexión: ${error.code ?? error.message}` }),
    );
    request.end(body);
  });
}
