import { afterEach, describe, expect, it, vi } from 'vitest';

import { UnavailableError } from '@/lib/domain/errors';
import { ENQUEUE_RETRY_WAITS_MS, OUTBOX_MESSAGES } from '@/lib/domain/outbox';
import type { OutboxInput } from '@/lib/domain/outbox-messages';
import { enqueueWith, type WriteMessage } from '@/lib/services/outbox/enqueue';

// The enqueue's one failure policy (docs/outbox.md#when-the-enqueue-fails), run through the real
// function with the database write replaced by one that fails: the same for e-mails and webhooks.

const reset: OutboxInput = {
  kind: 'mail',
  payload: { to: 'ana@example.co', subject: 'Restablece tu contraseña', text: 'https://x.co/reset?token=SECRET1' },
};
const hook: OutboxInput = {
  kind: 'webhook',
  payload: { deliveryId: 'msg_abc', subscriptionId: 'sub1', type: 'lead.created' },
  dedupeKey: 'webhook:msg_abc',
};
const waits = [1, 1];

/** A write that fails its first `failures` calls for each message, then writes it. */
function flaky(failures: number, error = new Error('connection 10.0.0.5:27017 closed')) {
  const calls = new Map<string, number>();
  const write: WriteMessage = async (item) => {
    const name = item.dedupeKey ?? item.kind;
    const n = (calls.get(name) ?? 0) + 1;
    calls.set(name, n);
    if (n <= failures) throw error;
    return `id-${name}`;
  };
  return { write, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the enqueue policy', () => {
  it('tries a failed write again briefly: three tries in about a second', async () => {
    expect(ENQUEUE_RETRY_WAITS_MS).toHaveLength(2);
    expect(ENQUEUE_RETRY_WAITS_MS.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1500);
    const { write, calls } = flaky(2);
    expect(await enqueueWith([reset, hook], write, waits)).toEqual(['id-mail', 'id-webhook:msg_abc']);
    expect([...calls.values()]).toEqual([3, 3]);
  });

  it('skips a twin without an error', async () => {
    expect(await enqueueWith(hook, async () => null, waits)).toEqual([]);
  });

  for (const [name, item] of [
    ['an e-mail', reset],
    ['a webhook', hook],
  ] as const)
    it(`answers ${name} that could not be written with one UnavailableError and logs what was lost`, async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { write, calls } = flaky(99, new Error('write to mongodb://app:pw@db:27017 refused'));
      const failure = await enqueueWith(item, write, waits).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnavailableError);
      expect((failure as Error).message).toBe(OUTBOX_MESSAGES.notScheduled);
      expect([...calls.values()]).toEqual([3]);
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0][0]);
      expect(line).toContain(`LOST ${item.kind} message`);
      expect(line).toContain(item.kind === 'mail' ? 'ana@example.co' : 'delivery msg_abc');
      expect(line).toContain(item.dedupeKey ?? '(none)');
      for (const secret of ['SECRET1', 'token=', ':pw@']) expect(line).not.toContain(secret);
    });

  it('still writes the other messages of a batch before answering the loss', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const written: string[] = [];
    const write: WriteMessage = async (item) => {
      if (item.kind === 'mail') throw new Error('refused');
      written.push(item.dedupeKey!);
      return item.dedupeKey!;
    };
    await expect(enqueueWith([reset, hook], write, waits)).rejects.toThrow(OUTBOX_MESSAGES.notScheduled);
    expect(written).toEqual(['webhook:msg_abc']);
  });
});
