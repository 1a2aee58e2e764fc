// Visit scheduling in Bogotá time (UTC-5 all year: Colombia has no daylight saving time).
// Pure functions shared by the slots service, the booking forms and the agenda.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;
/** Bogotá's offset from UTC. */
export const BOGOTA_OFFSET_MS = -5 * HOUR;

/** Weekday keys as `Date#getUTCDay` numbers them (0 is Sunday). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Lunes',
  tue: 'Martes',
  wed: 'Miércoles',
  thu: 'Jueves',
  fri: 'Viernes',
  sat: 'Sábado',
  sun: 'Domingo',
};

/** One day's office hours, 'HH:MM' in Bogotá time; both empty when the office is closed. */
export interface DayHours {
  open: string;
  close: string;
}
export type OfficeHours = Record<Weekday, DayHours>;

const CLOSED: DayHours = { open: '', close: '' };
/** SPEC's contact page: Mon-Fri 7am-4pm, Sat 8am-12pm. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  mon: { open: '07:00', close: '16:00' },
  tue: { open: '07:00', close: '16:00' },
  wed: { open: '07:00', close: '16:00' },
  thu: { open: '07:00', close: '16:00' },
  fri: { open: '07:00', close: '16:00' },
  sat: { open: '08:00', close: '12:00' },
  sun: CLOSED,
};
/** Listings a visitor can still go and see: sold or let ones keep their page, not visits. */
export const VISITABLE_STATUSES: readonly string[] = ['disponible', 'reservado'];

export const VISIT_SLOT_MINUTES = [30, 45, 60] as const;
export type VisitSlotMinutes = (typeof VISIT_SLOT_MINUTES)[number];

/** An agent's time is claimed in blocks of this length, so visits of any length never overlap. */
export const BLOCK_MINUTES = 15;
/** A visit can be booked from this long ahead... */
export const VISIT_NOTICE_MINUTES = 60;
/** ...up to this many days ahead. */
export const VISIT_HORIZON_DAYS = 60;

export interface Slot {
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The Bogotá calendar day of an instant: 'YYYY-MM-DD'. */
export function bogotaDay(instant: Date): string {
  return new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of `hhmm` ('HH:MM', Bogotá time) on `day`. */
export function bogotaInstant(day: string, hhmm = '00:00'): Date {
  return new Date(Date.parse(`${day}T${hhmm}:00.000Z`) - BOGOTA_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** An instant as ISO 8601 in Bogotá time: '2026-05-04T09:00:00-05:00'. */
export function toBogotaIso(instant: Date): string {
  return `${new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 19)}-05:00`;
}

/** 'HH:MM' of an instant in Bogotá time. */
export function bogotaTime(instant: Date): string {
  const local = new Date(instant.getTime() + BOGOTA_OFFSET_MS);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Every slot of `minutes` that fits in the day's office hours, from opening time on. */
export function daySlots(day: string, hours: OfficeHours, minutes: number): Slot[] {
  const { open, close } = hours[weekdayOf(day)];
  if (!open || !close) return [];
  const opening = bogotaInstant(day, open).getTime();
  const slots: Slot[] = [];
  for (let at = 0; at + minutes <= minutesOf(close) - minutesOf(open); at += minutes) {
    slots.push({ start: new Date(opening + at * MINUTE), end: new Date(opening + (at + minutes) * MINUTE) });
  }
  return slots;
}

/** Whether a visit starting at `start` may still be booked at `now` (notice and horizon). */
export function isBookable(start: Date, now: Date): boolean {
  const lead = start.getTime() - now.getTime();
  return lead >= VISIT_NOTICE_MINUTES * MINUTE && bogotaDay(start) <= addDays(bogotaDay(now), VISIT_HORIZON_DAYS);
}

/** The block starts a visit occupies: [start, end) cut at BLOCK_MINUTES. */
export function slotBlocks({ start, end }: Slot): Date[] {
  const blocks: Date[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += BLOCK_MINUTES * MINUTE) blocks.push(new Date(at));
  return blocks;
}
