import { type ChildProcess } from 'node:child_process';
import http from 'node:http';

import { spawnNext } from '../../scripts/lib/stack.mjs';

// For the shutdown and fault tests: a `next start` whose process we signal ourselves (the
// stack's startApp hides it), and an upload whose body trickles in while we do.

export interface OwnApp {
  baseURL: string;
  logFile: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | string>;
}

/** `next start` writing stdout and stderr to its log file. */
export function spawnApp(env: Record<string, string | undefined>): Promise<OwnApp> {
  return spawnNext(env, { stderr: 'log' });
}

export interface SlowUpload {
  /** Bytes of the file written so far. */
  sent(): number;
  /** Destroys the request (the client going away). */
  abort(): void;
  response: Promise<{ status: number; body: Record<string, unknown> }>;
}

/**
 * POSTs one file as multipart (field `images`) in `chunk`-byte pieces, `delayMs` apart, so the
 * request stays in flight for a known time.
 */
export function slowUpload(
  url: string,
  {
    token,
    name,
    bytes,
    chunk = 256 * 1024,
    delayMs = 50,
  }: { token: string; name: string; bytes: Uint8Array; chunk?: number; delayMs?: number },
): SlowUpload {
  const boundary = `----slow${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let written = 0;
  const request = http.request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + bytes.length + tail.length,
    },
  });
  const response = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.once('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          body = { text };
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
  });
  void (async () => {
    request.write(head);
    while (written < bytes.length && !request.destroyed) {
      const piece = bytes.subarray(written, written + chunk);
      request.write(piece);
      written += piece.length;
      await new Promise((r) => setTimeout(r, delayMs));
    }
    if (!request.destroyed) request.end(tail);
  })();
  return { sent: () => written, abort: () => request.destroy(), response };
}
