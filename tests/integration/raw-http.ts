import net from 'node:net';

import { baseURL } from './stack-client';

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: string;
  body: string;
  /** Milliseconds from the first byte sent to the answer (or the close). */
  ms: number;
}

/**
 * Sends an HTTP/1.1 request byte by byte over a socket, for what fetch cannot do: a
 * Content-Length larger than the bytes sent, a body cut off mid-way, a chunked body whose
 * multipart content is incomplete. `end: true` half-closes the socket after `body`; otherwise
 * it stays open (the server sees a client still sending) until the answer or `timeoutMs`.
 */
export function rawRequest(
  method: string,
  path: string,
  {
    headers = {},
    body = '',
    end = false,
    timeoutMs = 10_000,
  }: { headers?: Record<string, string>; body?: string | Uint8Array; end?: boolean; timeoutMs?: number },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL());
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(chunks);
      const at = all.indexOf('\r\n\r\n');
      const head = at < 0 ? all.toString('utf8') : all.subarray(0, at).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const rest = at < 0 ? Buffer.alloc(0) : all.subarray(at + 4);
      resolve({ status, headers: head, body: decodeBody(head, rest), ms: Date.now() - started });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One complete answer is enough: stop as soon as its body is in.
      if (answerComplete(Buffer.concat(chunks))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => {
      const lines = [
        `${method} ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Connection: close',
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(body);
      if (end) socket.end();
    });
  });
}

function answerComplete(all: Buffer): boolean {
  const at = all.indexOf('\r\n\r\n');
  if (at < 0) return false;
  const head = all.subarray(0, at).toString('utf8');
  const rest = all.subarray(at + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return rest.length >= Number(length[1]);
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return rest.subarray(-5).toString() === '0\r\n\r\n';
  return false;
}

function decodeBody(head: string, rest: Buffer): string {
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return rest.toString('utf8');
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = rest.indexOf('\r\n', at);
    const size = eol < 0 ? 0 : parseInt(rest.subarray(at, eol).toString(), 16);
    if (!size) return Buffer.concat(parts).toString('utf8');
    parts.push(rest.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** The JSON body of a raw answer, or null. */
export function rawJson(answer: RawAnswer): { success?: boolean; message?: string } | null {
  try {
    return JSON.parse(answer.body) as { success?: boolean; message?: string };
  } catch {
    return null;
  }
}
