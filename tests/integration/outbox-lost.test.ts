import { randomUUID } from 'node:crypto';

import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { runIdempotent } from '@/lib/api/idempotency';
import { fail } from '@/lib/api/respond';
import { UnavailableError } from '@/lib/domain/errors';
import { OUTBOX_MESSAGES } from '@/lib/domain/outbox';
import type { OutboxInput } from '@/lib/domain/outbox-messages';
import { enqueueWith } from '@/lib/services/outbox/enqueue';

import { connectTestDb } from './stack-client';

// The enqueue's failure policy seen from a request (docs/outbox.md#when-the-enqueue-fails): a
// handler saves its change, then the outbox cannot write the message (the write replaced by one
// that fails; the store of Idempotency-Keys is the real one, on the test database). The client
// gets one 503 saying the change was saved, and a retry with the same key gets that answer again:
// the change is not saved twice.

const notice: OutboxInput = {
  kind: 'mail',
  payload: { to: 'agente@example.co', subject: 'Nuevo contacto', text: 'Ana Ruiz escribió' },
};

beforeAll(connectTestDb);

/** A handler that saves (counts) a change, then queues its notice with a write that always fails. */
function handler() {
  const saved = { count: 0 };
  const execute = async () => {
    saved.count++;
    try {
      await enqueueWith(notice, async () => Promise.reject(new Error('outbox refused the insert')), [1, 1]);
      return Response.json({ success: true }, { status: 201 });
    } catch (error) {
      return fail(error);
    }
  };
  return { saved, execute };
}

function request(key: string) {
  return new NextRequest('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ name: 'Ana Ruiz' }),
  });
}

const call = { multipart: false, bodyLimit: 16 * 1024 };

describe('an enqueue that fails after the change was saved', () => {
  it('answers 503 "saved, not notified" and replays it for the same key instead of saving again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { saved, execute } = handler();
    const recordId = `outbox-lost-${randomUUID()}`;
    const first = await runIdempotent(request('k1'), { ...call, recordId }, execute);
    expect(first.status).toBe(503);
    expect(await first.json()).toMatchObject({
      success: false,
      message: OUTBOX_MESSAGES.notScheduled,
      code: 'notification_not_scheduled',
    });
    const replay = await runIdempotent(request('k1'), { ...call, recordId }, execute);
    expect(replay.status).toBe(503);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toMatchObject({
      message: OUTBOX_MESSAGES.notScheduled,
      code: 'notification_not_scheduled',
    });
    expect(saved.count).toBe(1);
    vi.restoreAllMocks();
  });

  it('still forgets the key of any other 503, so the client may retry it', async () => {
    let runs = 0;
    const execute = async () => {
      runs++;
      return fail(new UnavailableError('La base de datos no está disponible.'));
    };
    const recordId = `outbox-lost-${randomUUID()}`;
    expect((await runIdempotent(request('k2'), { ...call, recordId }, execute)).status).toBe(503);
    expect((await runIdempotent(request('k2'), { ...call, recordId }, execute)).status).toBe(503);
    expect(runs).toBe(2);
  });
});
