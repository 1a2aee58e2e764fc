// iCalendar (RFC 5545) invitations for visits, written by hand: CRLF line ends, lines folded
// at 75 octets, text escaped, times in UTC. METHOD:REQUEST creates or updates (same UID, higher
// SEQUENCE); METHOD:CANCEL removes it from the calendar (RFC 5546).

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  /** 0 at creation, one more on every change. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  /** When this version was made. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

/** YYYYMMDDTHHMMSSZ. */
export function icsTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value: quoted, without the characters a quoted value may not hold. */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

const encoder = new TextEncoder();

/**
 * Folds one content line into lines of at most 75 octets (continuations start with a space),
 * never inside a UTF-8 character (§3.1).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', { name, email }: CalendarPerson) =>
  role === 'ORGANIZER'
    ? `ORGANIZER;CN=${paramValue(name)}:mailto:${email}`
    : `ATTENDEE;CN=${paramValue(name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${email}`;

/** The .ics file of one event. */
export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Inmobiliaria Bogota//Visitas//ES',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((attendee) => person('ATTENDEE', attendee)),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
