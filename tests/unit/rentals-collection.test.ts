import { describe, expect, it } from 'vitest';

import { legalContactRefusal, reminderRefusal, type ContactRequest } from '@/lib/domain/rentals/collection';

/** A Bogotá wall-clock time (UTC-5, no daylight saving). */
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`);

const base = (now: Date, over: Partial<ContactRequest> = {}): ContactRequest => ({
  now,
  to: 'tenant',
  channel: 'email',
  authorised: ['email'],
  history: [],
  ...over,
});

describe('collection contacts within Ley 2300 de 2023, art. 3', () => {
  it('keeps to Monday-Friday 7:00-19:00 and Saturday 8:00-15:00', () => {
    // 2026-11-30 is a Monday, 2026-12-05 a Saturday.
    expect(legalContactRefusal(base(at('2026-11-30', '06:59')))).toBe('outside_legal_hours');
    expect(legalContactRefusal(base(at('2026-11-30', '07:00')))).toBeNull();
    expect(legalContactRefusal(base(at('2026-11-30', '18:59')))).toBeNull();
    expect(legalContactRefusal(base(at('2026-11-30', '19:00')))).toBe('outside_legal_hours');
    expect(legalContactRefusal(base(at('2026-12-05', '07:59')))).toBe('outside_legal_hours');
    expect(legalContactRefusal(base(at('2026-12-05', '08:00')))).toBeNull();
    expect(legalContactRefusal(base(at('2026-12-05', '14:59')))).toBeNull();
    expect(legalContactRefusal(base(at('2026-12-05', '15:00')))).toBe('outside_legal_hours');
  });

  it('never on a Sunday or a holiday', () => {
    expect(legalContactRefusal(base(at('2026-11-29', '10:00')))).toBe('outside_legal_hours'); // Sunday
    expect(legalContactRefusal(base(at('2026-12-08', '10:00')))).toBe('outside_legal_hours'); // Inmaculada Concepción
    expect(legalContactRefusal(base(at('2027-01-11', '10:00')))).toBe('outside_legal_hours'); // Reyes, moved to Monday
  });

  it('only through a channel the debtor authorised', () => {
    expect(legalContactRefusal(base(at('2026-11-30', '10:00'), { authorised: ['whatsapp'] }))).toBe(
      'channel_not_authorised',
    );
    expect(legalContactRefusal(base(at('2026-11-30', '10:00'), { authorised: [] }))).toBe('channel_not_authorised');
    expect(
      legalContactRefusal(base(at('2026-11-30', '10:00'), { channel: 'sms', authorised: ['email', 'sms'] })),
    ).toBeNull();
  });

  it('never more than once a day', () => {
    const history = [{ channel: 'email' as const, at: at('2026-11-30', '07:30') }];
    expect(legalContactRefusal(base(at('2026-11-30', '18:00'), { history }))).toBe('same_day');
    expect(legalContactRefusal(base(at('2026-12-01', '07:00'), { history }))).toBeNull();
  });

  it('never by two channels in the same week (Monday to Sunday)', () => {
    const both = { authorised: ['email', 'sms'] as const };
    const history = [{ channel: 'sms' as const, at: at('2026-11-30', '10:00') }];
    expect(legalContactRefusal(base(at('2026-12-02', '10:00'), { ...both, history }))).toBe('other_channel_this_week');
    expect(legalContactRefusal(base(at('2026-12-02', '10:00'), { ...both, channel: 'sms', history }))).toBeNull();
    expect(legalContactRefusal(base(at('2026-12-07', '10:00'), { ...both, history }))).toBeNull(); // next Monday
  });

  it('co-signers within the same limits; references never', () => {
    expect(legalContactRefusal(base(at('2026-11-30', '10:00'), { to: 'cosigner' }))).toBeNull();
    expect(legalContactRefusal(base(at('2026-11-29', '10:00'), { to: 'cosigner' }))).toBe('outside_legal_hours');
    expect(legalContactRefusal(base(at('2026-11-30', '10:00'), { to: 'reference' }))).toBe('reference');
  });
});

describe('payment reminders: stricter than the law', () => {
  it('at most one in any seven days', () => {
    const history = [{ channel: 'email' as const, at: at('2026-12-01', '09:00') }]; // a Tuesday
    expect(reminderRefusal(base(at('2026-12-07', '18:00'), { history }))).toBe('reminder_this_week'); // next Monday
    expect(reminderRefusal(base(at('2026-12-08', '10:00'), { history }))).toBe('outside_legal_hours'); // holiday
    expect(reminderRefusal(base(at('2026-12-09', '07:00'), { history }))).toBeNull();
    // A reminder on Saturday allows none on the Monday after, though the law would.
    const saturday = [{ channel: 'email' as const, at: at('2026-12-05', '09:00') }];
    expect(legalContactRefusal(base(at('2026-12-07', '09:00'), { history: saturday }))).toBeNull();
    expect(reminderRefusal(base(at('2026-12-07', '09:00'), { history: saturday }))).toBe('reminder_this_week');
    expect(reminderRefusal(base(at('2026-12-12', '09:00'), { history: saturday }))).toBeNull();
  });

  it('keeps the law’s refusals first', () => {
    expect(reminderRefusal(base(at('2026-11-30', '10:00'), { authorised: ['llamada'] }))).toBe(
      'channel_not_authorised',
    );
    expect(reminderRefusal(base(at('2026-11-30', '10:00')))).toBeNull();
  });
});
