import { describe, expect, it } from 'vitest';

import {
  daysBetween,
  dueReminder,
  isCurrentMandate,
  MANDATE_MESSAGES,
  mandateStatus,
  mandateStatusLabel,
} from '@/lib/domain/mandates';
import { addDays } from '@/lib/domain/visits';
import { mandatePutSchema } from '@/lib/validation/mandates';

// A mandate from 2026-03-01 to 2026-12-31 (Bogotá days, both included).
const mandate = { startDate: '2026-03-01', endDate: '2026-12-31', endedAt: null };
const end = mandate.endDate;

describe('mandateStatus, day by day', () => {
  it.each([
    ['the day before its start (signed, not yet running)', '2026-02-28', 'vigente'],
    ['its start day', '2026-03-01', 'vigente'],
    ['31 days before the end', addDays(end, -31), 'vigente'],
    ['30 days before the end', addDays(end, -30), 'por_vencer'],
    ['the end day', end, 'por_vencer'],
    ['the day after the end', addDays(end, 1), 'vencido'],
  ])('%s: %s is %s', (_, today, status) => {
    expect(mandateStatus(mandate, today)).toBe(status);
    expect(isCurrentMandate(mandate, today)).toBe(status === 'vigente' || status === 'por_vencer');
  });

  it('is terminado once ended by hand, whatever the day', () => {
    const ended = { ...mandate, endedAt: new Date('2026-06-01T15:00:00Z') };
    for (const today of ['2026-02-28', '2026-06-02', addDays(end, -3), addDays(end, 10)]) {
      expect(mandateStatus(ended, today)).toBe('terminado');
      expect(isCurrentMandate(ended, today)).toBe(false);
    }
    expect(mandateStatus({ ...mandate, endedAt: '2026-06-01T15:00:00.000Z' }, '2026-06-02')).toBe('terminado');
  });

  it('counts whole calendar days, across a month and a year', () => {
    expect(daysBetween('2026-12-31', '2027-01-30')).toBe(30);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });

  it('labels each status, and "Sin mandato" when there is none', () => {
    expect(mandateStatusLabel('por_vencer')).toBe('Por vencer');
    expect(mandateStatusLabel(null)).toBe('Sin mandato');
  });
});

describe('dueReminder', () => {
  const day = (left: number) => addDays(end, -left);

  it('owes nothing while the end is more than 30 days away', () => {
    expect(dueReminder(mandate, day(31), {})).toBeNull();
  });

  it('owes the 30-day one from 30 to 8 days before the end (late after downtime), once', () => {
    expect(dueReminder(mandate, day(30), {})).toBe('30');
    expect(dueReminder(mandate, day(8), {})).toBe('30');
    expect(dueReminder(mandate, day(20), { 30: '2026-12-01' })).toBeNull();
  });

  it('owes the 7-day one from 7 days before to the end day, once, even when the 30-day one was missed', () => {
    expect(dueReminder(mandate, day(7), { 30: '2026-12-01' })).toBe('7');
    expect(dueReminder(mandate, day(0), {})).toBe('7');
    expect(dueReminder(mandate, day(3), { 30: 'x', 7: 'y' })).toBeNull();
  });

  it('owes nothing to an expired or terminated mandate', () => {
    expect(dueReminder(mandate, day(-1), {})).toBeNull();
    expect(dueReminder({ ...mandate, endedAt: new Date() }, day(20), {})).toBeNull();
    expect(dueReminder({ ...mandate, endedAt: new Date() }, day(5), null)).toBeNull();
  });
});

describe('mandatePutSchema', () => {
  const body = {
    ownerId: '665f1c2a9b1e4a0012345678',
    exclusive: true,
    commissionPercent: 3,
    startDate: '2026-03-01',
    endDate: '2026-12-31',
  };
  const message = (patch: Record<string, unknown>) => {
    const parsed = mandatePutSchema.safeParse({ ...body, ...patch });
    return parsed.success ? null : parsed.error.issues[0].message;
  };

  it('accepts a mandate and refuses each broken field in Spanish', () => {
    expect(message({})).toBeNull();
    expect(message({ endDate: '2026-03-01' })).toBe(MANDATE_MESSAGES.endBeforeStart);
    expect(message({ endDate: '2026-02-01' })).toBe(MANDATE_MESSAGES.endBeforeStart);
    expect(message({ startDate: '01/03/2026' })).toBe(MANDATE_MESSAGES.startDate);
    expect(message({ endDate: '2026-02-30' })).toBe(MANDATE_MESSAGES.endDay);
    expect(message({ commissionPercent: 0 })).toBe(MANDATE_MESSAGES.commission);
    expect(message({ commissionPercent: 100.5 })).toBe(MANDATE_MESSAGES.commission);
    expect(message({ commissionPercent: '3' })).toBe(MANDATE_MESSAGES.commission);
    expect(message({ ownerId: 'juan' })).toBe(MANDATE_MESSAGES.ownerMissing);
    expect(message({ exclusive: 'si' })).toBe(MANDATE_MESSAGES.exclusive);
  });
});
