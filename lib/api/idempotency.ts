import 'server-only';

import { createHash } from 'node:crypto';

import { NextRequest } from 'next/server';

import { clientIp } from '../auth/client-ip';
import type { Caller } from '../auth/guard';
import {
  canonicalJson,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_LIMITS,
  IDEMPOTENCY_MESSAGES,
  isReplayableStatus,
  isValidIdempotencyKey,
  REPLAYED_HEADER,
} from '../domain/idempotency';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  touchIdempotencyKey,
  type Claim,
  type StoredAnswer,
} from '../services/idempotency';
import { ApiError } from './errors';
import { readBody } from './respond';

// Idempotent writes (docs/api.md#idempotency), run by route() for operations declared
// `idempotent: true` when the request carries an Idempotency-Key: the first request with a key
// claims it and its answer is stored; a later one with the same key and body gets that answer
// again (Idempotent-Replayed: true), with another body a 422, while the first still runs a 409.

const sha256 = (...parts: Array<string | Uint8Array>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** The request's Idempotency-Key, null without one; a malformed one is a 400. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!isValidIdempotencyKey(key)) throw new ApiError(400, IDEMPOTENCY_MESSAGES.invalidKey, 'idempotency_key_invalid');
  return key;
}

/**
 * Whose keys these are: the signed-in person or API key (each has its own id), else the client
 * address, so one caller's key never answers another's request.
 */
export function idempotencyScope(caller: Caller | null, headers: Headers): string {
  return caller ? `user:${caller.user.id}` : `ip:${clientIp(headers)}`;
}

/** The record's _id: the key within its scope, method and path, hashed (neither is stored in clear). */
export function idempotencyRecordId(scope: string, method: string, path: string, key: string): string {
  return sha256(JSON.stringify([scope, method.toUpperCase(), path, key]));
}

/**
 * The fingerprint of a JSON body: its canonical JSON (key order and spacing do not count; an
 * empty body is `{}`, as readJson reads it), or its raw bytes when it is not JSON.
 */
export function bodyFingerprint(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return sha256('json\n', '{}');
  try {
    return sha256('json\n', canonicalJson(JSON.parse(text)));
  } catch {
    return sha256('raw\n', bytes);
  }
}

/**
 * The fingerprint of a multipart body, fed chunk by chunk as the handler streams it: its raw
 * bytes with the boundary left out, since every client draws a new one for each send (a retry
 * of the same form is the same request). The last bytes of a chunk wait for the next one, where
 * a boundary may end.
 */
export class MultipartFingerprint {
  private readonly hash = createHash('sha256').update('multipart\n');
  private readonly delimiter: Buffer | null;
  private tail: Buffer = Buffer.alloc(0);

  constructor(contentType: string) {
    const boundary = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
    this.delimiter = boundary ? Buffer.from(`--${boundary[1] ?? boundary[2]}`) : null;
  }

  update(chunk: Uint8Array): void {
    if (!this.delimiter) {
      this.hash.update(chunk);
      return;
    }
    const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const data = this.tail.length ? Buffer.concat([this.tail, view]) : view;
    let start = 0;
    for (let at = data.indexOf(this.delimiter, start); at !== -1; at = data.indexOf(this.delimiter, start)) {
      this.hash.update(data.subarray(start, at)).update('\0boundary\0');
      start = at + this.delimiter.length;
    }
    const keep = Math.max(start, data.length - this.delimiter.length + 1);
    this.hash.update(data.subarray(start, keep));
    this.tail = Buffer.from(data.subarray(keep)); // a copy: the stream may reuse its chunk
  }

  digest(): string {
    this.hash.update(this.tail);
    return this.hash.digest('hex');
  }
}

/** The request as its handler reads it, with the body already read (or passed through a hasher). */
function withBody(request: NextRequest, body: BodyInit | null): NextRequest {
  return new NextRequest(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    ...(body instanceof ReadableStream && { duplex: 'half' as const }),
  });
}

/**
 * The multipart body as a stream the handler reads, hashing each chunk on its way. If the
 * handler stops before the end (a refusal by declared size or type), the rest stays unread;
 * `drain` reads it into the hash when the fingerprint is needed without the handler.
 */
function hashedBody(request: NextRequest, fingerprint: MultipartFingerprint) {
  const reader = request.body?.getReader();
  let finished = !reader;
  const next = async () => {
    const chunk = await reader!.read();
    if (chunk.done) finished = true;
    else fingerprint.update(chunk.value);
    return chunk;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await next();
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream: reader ? stream : null,
    finished: () => finished,
    async drain() {
      while (!finished) await next();
    },
  };
}

export interface IdempotentCall {
  /** idempotencyRecordId of the caller's key for this method and path. */
  recordId: string;
  /** The handler streams a multipart body itself (its size limits stay its own). */
  multipart: boolean;
  /** Largest JSON body read (413 past it, before any key is claimed). */
  bodyLimit: number;
}

/** The answer to a request whose key is already taken: the first answer again, a 409 or a 422. */
function answerTaken(claim: Exclude<Claim, { outcome: 'claimed' }>, fingerprint: string): Response {
  if (claim.outcome === 'running') throw new ApiError(409, IDEMPOTENCY_MESSAGES.inFlight, 'idempotency_key_in_flight');
  if (claim.fingerprint !== fingerprint)
    throw new ApiError(422, IDEMPOTENCY_MESSAGES.mismatch, 'idempotency_key_reused');
  const { status, contentType, location, body } = claim.answer;
  const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
  if (contentType) headers.set('Content-Type', contentType);
  if (location) headers.set('Location', location);
  return new Response(body.length ? new Uint8Array(body) : null, { status, headers });
}

/**
 * Runs `execute` (the handler, which answers errors as responses: it never throws) under the
 * claimed key, keeping the claim alive meanwhile, then stores its answer or, when it is not one
 * to replay (5xx, 429), forgets the key so that the client may retry.
 */
async function runClaimed(
  recordId: string,
  token: string,
  execute: () => Promise<Response>,
  fingerprint: () => string | null,
): Promise<Response> {
  const heartbeat = setInterval(
    () => void touchIdempotencyKey(recordId, token).catch(() => undefined),
    IDEMPOTENCY_LIMITS.staleMs / 4,
  );
  heartbeat.unref();
  let response: Response;
  try {
    response = await execute();
  } catch (error) {
    await releaseIdempotencyKey(recordId, token).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
  const print = fingerprint();
  if (!(isReplayableStatus(response.status) || (await changeSaved(response))) || print === null) {
    await releaseIdempotencyKey(recordId, token).catch((error: unknown) => logFailure('release', error));
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const answer: StoredAnswer = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    location: response.headers.get('location'),
    body,
  };
  // The write is done whatever happens here: the client gets its answer, and a key left running
  // is taken over once stale (a retry then runs again, as it would without a key).
  await completeIdempotencyKey(recordId, token, print, answer).catch((error: unknown) => logFailure('store', error));
  return new Response(body.length ? new Uint8Array(body) : null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * A 503 that says the change was saved and only its notification could not be scheduled
 * (docs/outbox.md#when-the-enqueue-fails): kept like a success, so a retry with the same key gets
 * this answer again instead of saving the change twice.
 */
async function changeSaved(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'notification_not_scheduled';
}

function logFailure(what: string, error: unknown): void {
  console.error(`[idempotency] could not ${what} a key:`, error instanceof Error ? error.message : error);
}

/**
 * The idempotent run of one request (route() calls it only when the request has a key): the
 * body is read once, here for JSON (then handed to `execute` in a request of its own), or hashed
 * as the handler streams it for multipart.
 */
export async function runIdempotent(
  request: NextRequest,
  call: IdempotentCall,
  execute: (request: NextRequest) => Promise<Response>,
): Promise<Response> {
  if (!call.multipart) {
    const bytes = await readBody(request, call.bodyLimit);
    const fingerprint = bodyFingerprint(bytes);
    const claim = await claimIdempotencyKey(call.recordId, fingerprint);
    if (claim.outcome !== 'claimed') return answerTaken(claim, fingerprint);
    return runClaimed(
      call.recordId,
      claim.token,
      () => execute(withBody(request, bytes.byteLength ? new Uint8Array(bytes) : null)),
      () => fingerprint,
    );
  }
  const fingerprint = new MultipartFingerprint(request.headers.get('content-type') ?? '');
  const body = hashedBody(request, fingerprint);
  const claim = await claimIdempotencyKey(call.recordId, null);
  if (claim.outcome === 'running') return answerTaken(claim, '');
  if (claim.outcome === 'done') {
    await body.drain();
    return answerTaken(claim, fingerprint.digest());
  }
  // A handler that refused before reading the whole body (by its declared size or type) left no
  // fingerprint to store: its key is forgotten, and the same refusal comes again on a retry.
  return runClaimed(
    call.recordId,
    claim.token,
    () => execute(withBody(request, body.stream)),
    () => (body.finished() ? fingerprint.digest() : null),
  );
}
