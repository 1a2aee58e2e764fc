import { describe, expect, it } from 'vitest';

import { alertMailHtml, alertMailSubject, alertMailText } from '@/lib/domain/alert-mail';
import {
  isAlertDue,
  isLegalSendingTime,
  nextLegalInstant,
  startOfBogotaDay,
  startOfBogotaWeek,
} from '@/lib/domain/alert-window';
import { colombianHolidays, easterSunday, isColombianHoliday } from '@/lib/domain/colombian-holidays';

/** An instant given in Bogotá time (UTC-5). */
const bogota = (local: string) => new Date(`${local}-05:00`);

describe('Colombian holidays, computed', () => {
  it('gives the 18 holidays of 2026 as the official calendar lists them', () => {
    expect([...colombianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-12', // Reyes (6 Jan, a Tuesday) moved to Monday
      '2026-03-23', // San José
      '2026-04-02', // Jueves Santo
      '2026-04-03', // Viernes Santo
      '2026-05-01',
      '2026-05-18', // Ascensión
      '2026-06-08', // Corpus Christi
      '2026-06-15', // Sagrado Corazón
      '2026-06-29', // San Pedro y San Pablo (a Monday: stays)
      '2026-07-20',
      '2026-08-07',
      '2026-08-17', // Asunción
      '2026-10-12', // Día de la Raza (a Monday)
      '2026-11-02', // Todos los Santos
      '2026-11-16', // Independencia de Cartagena
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('computes Easter and the Emiliani moves for other years', () => {
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    expect(isColombianHoliday('2025-04-18')).toBe(true); // Viernes Santo 2025
    expect(isColombianHoliday('2027-01-11')).toBe(true); // Reyes 2027 on Monday 11
    expect(isColombianHoliday('2027-01-06')).toBe(false);
    // 2030: San Pedro (Saturday 29 June) and the Sagrado Corazón both fall on Monday 1 July.
    expect(colombianHolidays(2030).size).toBe(17);
    expect(isColombianHoliday('2030-07-01')).toBe(true);
  });
});

describe('Ley 2300 de 2023 sending window (Bogotá time)', () => {
  it('allows Monday to Friday 7:00-19:00 and Saturday 8:00-15:00 only', () => {
    expect(isLegalSendingTime(bogota('2026-11-26T07:00:00'))).toBe(true); // Thursday
    expect(isLegalSendingTime(bogota('2026-11-26T06:59:59'))).toBe(false);
    expect(isLegalSendingTime(bogota('2026-11-26T18:59:59'))).toBe(true);
    expect(isLegalSendingTime(bogota('2026-11-26T19:00:00'))).toBe(false);
    expect(isLegalSendingTime(bogota('2026-11-28T08:00:00'))).toBe(true); // Saturday
    expect(isLegalSendingTime(bogota('2026-11-28T07:30:00'))).toBe(false);
    expect(isLegalSendingTime(bogota('2026-11-28T15:00:00'))).toBe(false);
    expect(isLegalSendingTime(bogota('2026-11-29T10:00:00'))).toBe(false); // Sunday
    expect(isLegalSendingTime(bogota('2026-12-08T10:00:00'))).toBe(false); // a Tuesday holiday
  });

  it('finds the next legal instant across nights, Sundays and holidays', () => {
    const thursdayNoon = bogota('2026-11-26T12:00:00');
    expect(nextLegalInstant(thursdayNoon)).toEqual(thursdayNoon);
    expect(nextLegalInstant(bogota('2026-11-26T20:00:00'))).toEqual(bogota('2026-11-27T07:00:00'));
    expect(nextLegalInstant(bogota('2026-11-28T16:00:00'))).toEqual(bogota('2026-11-30T07:00:00'));
    // Saturday 5 Dec after 15:00, Sunday, then Monday 7 is a working day; Tuesday 8 a holiday.
    expect(nextLegalInstant(bogota('2026-12-07T19:30:00'))).toEqual(bogota('2026-12-09T07:00:00'));
    // Friday 13 Nov 2026 evening: the Monday 16th is a holiday, so Saturday 8:00.
    expect(nextLegalInstant(bogota('2026-11-13T19:00:00'))).toEqual(bogota('2026-11-14T08:00:00'));
  });

  it('dates the Bogotá day and week', () => {
    expect(startOfBogotaDay(new Date('2026-11-27T03:00:00Z'))).toEqual(bogota('2026-11-26T00:00:00'));
    expect(startOfBogotaWeek(bogota('2026-11-29T23:00:00'))).toEqual(bogota('2026-11-23T00:00:00'));
    expect(startOfBogotaWeek(bogota('2026-11-30T00:00:00'))).toEqual(bogota('2026-11-30T00:00:00'));
  });
});

describe('when an alert is due', () => {
  const at = bogota('2026-11-26T10:00:00'); // Thursday
  it('inmediata at once, diaria the next day, semanal the next week, ninguna never', () => {
    expect(isAlertDue('inmediata', at, bogota('2026-11-26T10:00:30'))).toBe(true);
    expect(isAlertDue('diaria', at, bogota('2026-11-26T18:00:00'))).toBe(false);
    expect(isAlertDue('diaria', at, bogota('2026-11-27T07:00:00'))).toBe(true);
    expect(isAlertDue('semanal', at, bogota('2026-11-28T09:00:00'))).toBe(false);
    expect(isAlertDue('semanal', at, bogota('2026-11-30T07:00:00'))).toBe(true);
    expect(isAlertDue('ninguna', at, bogota('2027-01-30T07:00:00'))).toBe(false);
  });
});

describe('the alert e-mail', () => {
  const input = {
    visitorName: 'Ana <b>',
    searches: [
      {
        name: 'Chapinero & Usaquén',
        url: 'https://sitio.co/listing?operation=venta',
        listings: [
          {
            title: 'Apartamento "luminoso"',
            price: 450_000_000,
            previousPrice: 500_000_000,
            reason: 'priceDrop' as const,
            url: 'https://sitio.co/property/apto',
            image: 'https://sitio.co/uploads/a.webp',
            place: 'Chapinero, Bogotá',
          },
        ],
      },
    ],
    unsubscribeUrl: 'https://sitio.co/alertas/baja?token=t',
    accountUrl: 'https://sitio.co/cuenta',
  };

  it('names the search, the price, the link, the photo and the way out, in Spanish', () => {
    expect(alertMailSubject(input)).toBe('Un inmueble para tu búsqueda «Chapinero & Usaquén»');
    const text = alertMailText(input);
    expect(text).toContain('Tu búsqueda «Chapinero & Usaquén»');
    expect(text).toMatch(/Bajó de precio: \$\s450\.000\.000 \(antes \$\s500\.000\.000\)/);
    expect(text).toContain('https://sitio.co/property/apto');
    expect(text).toContain('https://sitio.co/alertas/baja?token=t');
    expect(text).toContain('Ley 2300 de 2023');
    const html = alertMailHtml(input);
    expect(html).toContain('<img src="https://sitio.co/uploads/a.webp"');
    expect(html).toContain('Ana &lt;b&gt;');
    expect(html).toContain('Apartamento &quot;luminoso&quot;');
    expect(html).not.toContain('<b>');
  });
});
