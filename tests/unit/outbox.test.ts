import { afterEach, describe, expect, it } from 'vitest';

import {
  describeWait,
  MAIL_SCHEDULE,
  maxAttempts,
  nextAttemptDelay,
  OUTBOX_ID_PATTERN,
  safeErrorText,
  scheduleSpan,
} from '@/lib/domain/outbox';
import { env } from '@/lib/env';

const MINUTE = 60_000;
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the mail schedule', () => {
  it('waits 1, 2, 5, 10 and 15 minutes, then every 15 minutes until about two days', () => {
    expect(MAIL_SCHEDULE.slice(0, 6)).toEqual([1, 2, 5, 10, 15, 15].map((m) => m * MINUTE));
    expect(MAIL_SCHEDULE.slice(4).every((wait) => wait === 15 * MINUTE)).toBe(true);
    const span = scheduleSpan(MAIL_SCHEDULE);
    expect(span).toBeLessThanOrEqual(2 * 24 * 60 * MINUTE);
    expect(span).toBeGreaterThan(2 * 24 * 60 * MINUTE - 15 * MINUTE);
    expect(maxAttempts(MAIL_SCHEDULE)).toBe(MAIL_SCHEDULE.length + 1);
  });

  it('outlasts an SMTP outage of an hour with attempts to spare', () => {
    let elapsed = 0;
    let attempt = 1;
    while (elapsed < 60 * MINUTE) elapsed += nextAttemptDelay(MAIL_SCHEDULE, attempt++, 1)!;
    expect(attempt).toBeLessThan(maxAttempts(MAIL_SCHEDULE));
    // The first attempt after the outage ends comes at most 15 minutes late.
    expect(elapsed - 60 * MINUTE).toBeLessThanOrEqual(15 * MINUTE);
  });
});

describe('nextAttemptDelay', () => {
  const schedule = [1000, 5000, 30_000];

  it('takes the wait after the attempt that failed, scaled', () => {
    expect(nextAttemptDelay(schedule, 1, 1)).toBe(1000);
    expect(nextAttemptDelay(schedule, 2, 1)).toBe(5000);
    expect(nextAttemptDelay(schedule, 3, 1)).toBe(30_000);
    expect(nextAttemptDelay(schedule, 2, 0.002)).toBe(10);
  });

  it('gives up after the last wait, and never waits less than a millisecond', () => {
    expect(nextAttemptDelay(schedule, 4, 1)).toBeNull();
    expect(nextAttemptDelay(schedule, 40, 1)).toBeNull();
    expect(nextAttemptDelay(schedule, 1, 0.000_001)).toBe(1);
    expect(nextAttemptDelay([], 1, 1)).toBeNull();
  });

  it('counts attempts from 1', () => {
    expect(() => nextAttemptDelay(schedule, 0, 1)).toThrow(RangeError);
    expect(() => nextAttemptDelay(schedule, 1.5, 1)).toThrow(RangeError);
  });
});

describe('OUTBOX_TIME_SCALE and OUTBOX_TICK_MS', () => {
  it('default to 1 and 5 s', () => {
    delete process.env.OUTBOX_TIME_SCALE;
    delete process.env.OUTBOX_TICK_MS;
    expect(env()).toMatchObject({ OUTBOX_TIME_SCALE: 1, OUTBOX_TICK_MS: 5000 });
  });

  it('take a factor above 0 and at most 1', () => {
    process.env.OUTBOX_TIME_SCALE = '0.002';
    expect(env().OUTBOX_TIME_SCALE).toBe(0.002);
    for (const wrong of ['0', '-1', '2', 'rápido']) {
      process.env.OUTBOX_TIME_SCALE = wrong;
      expect(() => env()).toThrow('OUTBOX_TIME_SCALE must be a number above 0 and at most 1');
    }
  });
});

describe('what an admin sees of a failure', () => {
  it('keeps no credentials, query strings, secrets or tokens', () => {
    const text = safeErrorText(
      new Error(
        'connect to smtp://user:s3cret@mail.example.co:587 failed; POST https://hooks.example.co/in?token=abc 500; whsec_AbC123 ib_live_xyz Bearer eyJhbGci.x.y',
      ),
    );
    for (const secret of ['s3cret', 'token=abc', 'AbC123', 'live_xyz', 'eyJhbGci']) expect(text).not.toContain(secret);
    expect(text).toContain('mail.example.co:587');
    expect(text).toContain('https://hooks.example.co/in');
    expect(safeErrorText('x'.repeat(2000))).toHaveLength(500);
  });

  it('describes waits in Spanish', () => {
    expect(describeWait(20)).toBe('menos de un minuto');
    expect(describeWait(3 * 60)).toBe('3 min');
    expect(describeWait(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
    expect(describeWait(28 * 3600)).toBe('1 día y 4 h');
    expect(describeWait(48 * 3600)).toBe('2 días');
  });

  it('accepts the ids the outbox gives, nothing else', () => {
    expect(OUTBOX_ID_PATTERN.test(`k-${'a1'.repeat(20)}`)).toBe(true);
    expect(OUTBOX_ID_PATTERN.test('0b9c7c1e-4f0e-4c1a-9d3e-2f1a6b7c8d9e')).toBe(true);
    expect(OUTBOX_ID_PATTERN.test('665f1c2a9b1e4a0012345678')).toBe(false);
    expect(OUTBOX_ID_PATTERN.test('k-../../etc')).toBe(false);
  });
});

describe('a commercial e-mail delayed past the legal hours (Ley 2300 de 2023)', () => {
  // Sunday 2026-03-01, 10:00 in Bogotá (UTC-5): no commercial e-mail; Monday 07:00 opens.
  const sunday = new Date('2026-03-01T15:00:00Z');
  const message = (payload: Record<string, unknown>) => ({
    id: 'x',
    kind: 'mail' as const,
    payload: { to: 'a@b.co', subject: 's', text: 't', ...payload },
    attempts: 3,
    createdAt: sunday,
  });

  it('waits for the next legal instant without using an attempt; other e-mails go at once', async () => {
    const { mailDeliverer: mail } = await import('@/lib/services/outbox');
    delete process.env.ALERTS_TEST_CLOCK;
    expect(mail.notBefore!(message({ legalHours: true }), sunday)).toEqual(new Date('2026-03-02T12:00:00Z'));
    expect(mail.notBefore!(message({}), sunday)).toBeNull();
    expect(mail.notBefore!(message({ legalHours: true }), new Date('2026-03-02T15:00:00Z'))).toBeNull();
    // Under the tests' alert clock the hour was the test's to choose.
    process.env.ALERTS_TEST_CLOCK = '1';
    expect(mail.notBefore!(message({ legalHours: true }), sunday)).toBeNull();
  });
});
