import { describe, expect, it } from 'vitest';

import { buildIcs, escapeText, foldLine } from '@/lib/domain/ics';
import {
  addDays,
  bogotaDay,
  bogotaInstant,
  bogotaTime,
  daySlots,
  DEFAULT_OFFICE_HOURS,
  isBookable,
  isCalendarDay,
  mondayOf,
  slotBlocks,
  toBogotaIso,
  weekdayOf,
} from '@/lib/domain/visits';
import { officeHoursSchema } from '@/lib/validation/office-hours';

const iso = (slots: Array<{ start: Date }>) => slots.map((slot) => toBogotaIso(slot.start));

describe('Bogotá time', () => {
  it('is UTC-5 all year', () => {
    expect(bogotaInstant('2026-05-04', '09:00').toISOString()).toBe('2026-05-04T14:00:00.000Z');
    expect(bogotaDay(new Date('2026-05-05T04:59:00Z'))).toBe('2026-05-04');
    expect(bogotaDay(new Date('2026-05-05T05:00:00Z'))).toBe('2026-05-05');
    expect(toBogotaIso(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31T18:30:00-05:00');
    expect(bogotaTime(new Date('2026-05-04T14:30:00Z'))).toBe('09:30');
  });

  it('counts days and weeks on the calendar', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(weekdayOf('2026-05-04')).toBe('mon');
    expect(weekdayOf('2026-05-10')).toBe('sun');
    expect(mondayOf('2026-05-10')).toBe('2026-05-04');
    expect(mondayOf('2026-05-04')).toBe('2026-05-04');
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-5-4')).toBe(false);
  });
});

describe('visit slots', () => {
  it('fills office hours with slots of the configured length', () => {
    expect(iso(daySlots('2026-05-04', DEFAULT_OFFICE_HOURS, 60))).toEqual(
      [7, 8, 9, 10, 11, 12, 13, 14, 15].map((h) => `2026-05-04T${String(h).padStart(2, '0')}:00:00-05:00`),
    );
    expect(iso(daySlots('2026-05-09', DEFAULT_OFFICE_HOURS, 45))).toEqual([
      '2026-05-09T08:00:00-05:00',
      '2026-05-09T08:45:00-05:00',
      '2026-05-09T09:30:00-05:00',
      '2026-05-09T10:15:00-05:00',
      '2026-05-09T11:00:00-05:00',
    ]);
    expect(daySlots('2026-05-10', DEFAULT_OFFICE_HOURS, 30)).toEqual([]);
  });

  it('offers neither the next hour nor past the 60-day horizon', () => {
    const now = new Date('2026-05-04T14:10:00Z'); // 9:10 in Bogotá
    expect(isBookable(bogotaInstant('2026-05-04', '10:00'), now)).toBe(false);
    expect(isBookable(bogotaInstant('2026-05-04', '11:00'), now)).toBe(true);
    expect(isBookable(bogotaInstant('2026-07-03', '09:00'), now)).toBe(true);
    expect(isBookable(bogotaInstant('2026-07-04', '09:00'), now)).toBe(false);
  });

  it('cuts a visit into 15-minute blocks', () => {
    const start = new Date('2026-05-04T14:00:00Z');
    const blocks = slotBlocks({ start, end: new Date('2026-05-04T14:45:00Z') });
    expect(blocks.map((b) => b.toISOString())).toEqual([
      '2026-05-04T14:00:00.000Z',
      '2026-05-04T14:15:00.000Z',
      '2026-05-04T14:30:00.000Z',
    ]);
  });

  it('validates office hours', () => {
    expect(officeHoursSchema.safeParse(DEFAULT_OFFICE_HOURS).success).toBe(true);
    const bad = (mon: unknown) =>
      officeHoursSchema.safeParse({ ...DEFAULT_OFFICE_HOURS, mon }).error?.issues[0]?.message;
    expect(bad({ open: '16:00', close: '07:00' })).toBe('Lunes: la hora de cierre debe ser posterior a la de apertura');
    expect(bad({ open: '07:00', close: '' })).toBe('Lunes: indica las dos horas, o ninguna si la oficina no abre');
    expect(bad({ open: '7am', close: '16:00' })).toBe('Lunes: la hora debe tener el formato HH:MM');
  });
});

describe('iCalendar invitations', () => {
  const event = {
    uid: 'visita-1@example.co',
    sequence: 2,
    method: 'REQUEST' as const,
    start: new Date('2026-05-04T14:00:00Z'),
    end: new Date('2026-05-04T15:00:00Z'),
    stamp: new Date('2026-05-01T12:00:00Z'),
    summary: 'Visita: Apartamento en Chicó, con terraza; vista',
    description: `Línea uno\nLínea dos ${'ñ'.repeat(60)}`,
    location: 'Chicó Norte, Bogotá',
    organizer: { name: 'Inmobiliaria "Bogotá"', email: 'contacto@example.co' },
    attendees: [{ name: 'Ana', email: 'ana@example.co' }],
  };

  it('writes RFC 5545 lines: CRLF, UTC times, escaped text, folded at 75 octets', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('DTSTART:20260504T140000Z');
    expect(lines).toContain('DTEND:20260504T150000Z');
    expect(lines).toContain('DTSTAMP:20260501T120000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:visita-1@example.co');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('ORGANIZER;CN="Inmobiliaria Bogotá":mailto:contacto@example.co');
    expect(lines).toContain('SUMMARY:Visita: Apartamento en Chicó\\, con terraza\\; vista');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Línea uno\\nLínea dos ${'ñ'.repeat(60)}`);
    expect(buildIcs({ ...event, method: 'CANCEL' })).toContain('\r\nSTATUS:CANCELLED\r\n');
  });

  it('never splits a character when folding', () => {
    const folded = foldLine(`X:${'é'.repeat(100)}`);
    expect(folded.split('\r\n ').join('')).toBe(`X:${'é'.repeat(100)}`);
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });
});
