import { describe, expect, it } from 'vitest';

import {
  daysOnMarket,
  firstBusinessDayOfMonth,
  firstListedAt,
  isBusinessDay,
  medianPricePerM2,
  percentileInWords,
  pricePercentile,
  reportWeeks,
  weeklyBuckets,
} from '@/lib/domain/owner-report';
import { reportFacts, reportMailSubject, reportMailText } from '@/lib/domain/owner-report-words';

describe('weekly buckets', () => {
  it('are the last 12 weeks starting on Monday, the current one last, zero-filled', () => {
    // 2026-11-27 is a Friday: its week began on Monday 2026-11-23.
    const weeks = reportWeeks('2026-11-27');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    const buckets = weeklyBuckets([], '2026-11-27');
    expect(buckets.map((b) => b.count)).toEqual(Array(12).fill(0));
  });

  it('sum the days of each week, Sunday with the week before, and leave out what falls outside', () => {
    const buckets = weeklyBuckets(
      [
        { day: '2026-11-23', count: 2 }, // Monday: this week
        { day: '2026-11-27', count: 3 }, // today
        { day: '2026-11-22', count: 5 }, // Sunday: last week
        { day: '2026-11-16', count: 1 }, // Monday: last week
        { day: '2026-09-07', count: 4 }, // the first week of the twelve
        { day: '2026-09-06', count: 9 }, // the day before: outside
        { day: '2026-11-28', count: 7 }, // after today: outside
      ],
      '2026-11-27',
    );
    expect(buckets.at(-1)).toEqual({ week: '2026-11-23', count: 5 });
    expect(buckets.at(-2)).toEqual({ week: '2026-11-16', count: 6 });
    expect(buckets[0]).toEqual({ week: '2026-09-07', count: 4 });
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(15);
  });

  it('on a Monday, that Monday starts the current week', () => {
    expect(weeklyBuckets([{ day: '2026-11-30', count: 1 }], '2026-11-30').at(-1)).toEqual({
      week: '2026-11-30',
      count: 1,
    });
  });
});

describe('days on market', () => {
  it('counts Bogotá days, not UTC ones', () => {
    // 2026-11-01 23:00 Bogotá is 2026-11-02 04:00 UTC.
    const since = new Date('2026-11-02T04:00:00Z');
    expect(daysOnMarket(since, new Date('2026-11-02T12:00:00Z'))).toBe(1);
    expect(daysOnMarket(since, new Date('2026-11-02T04:30:00Z'))).toBe(0);
    expect(daysOnMarket(new Date('2026-12-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'))).toBe(0);
  });

  it('start when the property was first listed, else at its creation if listed now', () => {
    const createdAt = new Date('2026-01-10T15:00:00Z');
    const entries = [
      { at: '2026-02-01T15:00:00Z', changes: [{ field: 'price', to: 1 }] },
      { at: '2026-03-01T15:00:00Z', changes: [{ field: 'status', to: 'reservado' }] },
      { at: '2026-02-15T15:00:00Z', changes: [{ field: 'status', to: 'disponible' }] },
    ];
    expect(firstListedAt(entries, { status: 'vendido', createdAt })).toEqual(new Date('2026-02-15T15:00:00Z'));
    expect(firstListedAt([], { status: 'disponible', createdAt })).toEqual(createdAt);
    expect(firstListedAt([], { status: 'borrador', createdAt })).toBeNull();
    expect(
      firstListedAt([{ at: createdAt, changes: [{ field: 'status', to: 'borrador' }] }], {
        status: 'borrador',
        createdAt,
      }),
    ).toBeNull();
  });
});

describe('price per m² among comparables', () => {
  it('is the share of comparables below, ties counted half', () => {
    expect(pricePercentile(5, [1, 2, 3, 4])).toBe(100);
    expect(pricePercentile(1, [2, 3, 4])).toBe(0);
    expect(pricePercentile(3, [1, 2, 4, 5])).toBe(50);
    expect(pricePercentile(3, [1, 3, 5])).toBe(50);
    expect(pricePercentile(2, [1, 3, 4])).toBe(33);
  });

  it('is null with too few comparables or no price per m²', () => {
    expect(pricePercentile(3, [1, 2])).toBeNull();
    expect(pricePercentile(null, [1, 2, 3])).toBeNull();
    expect(pricePercentile(0, [1, 2, 3])).toBeNull();
    expect(percentileInWords(null)).toContain('suficientes');
    expect(percentileInWords(40)).toBe(
      'De cada 100 inmuebles parecidos en la zona, unos 40 piden menos por m² que tú.',
    );
  });

  it('has a median only from three values', () => {
    expect(medianPricePerM2([1, 2])).toBeNull();
    expect(medianPricePerM2([3, 1, 2])).toBe(2);
    expect(medianPricePerM2([4, 1, 2, 3])).toBe(3); // 2.5 rounded
  });
});

describe('the first business day of a month', () => {
  it('skips weekends and Colombian holidays', () => {
    expect(firstBusinessDayOfMonth('2026-11-27')).toBe('2026-11-03'); // Sunday 1, Monday 2 is All Saints (moved)
    expect(firstBusinessDayOfMonth('2027-01-20')).toBe('2027-01-04'); // Friday 1 is New Year's Day
    expect(firstBusinessDayOfMonth('2026-12-15')).toBe('2026-12-01');
    expect(isBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción
    expect(isBusinessDay('2026-12-09')).toBe(true);
  });
});

describe('the report in words', () => {
  const report = {
    property: { title: 'Apartamento en Chapinero', price: 420_000_000, place: 'Chapinero' },
    views: {
      total: 1,
      byWeek: [...Array(10).fill({ week: '2026-01-05', count: 9 }), { week: 'a', count: 1 }, { week: 'b', count: 0 }],
    },
    favorites: 2,
    inquiries: 1,
    visits: { booked: 3, done: 1 },
    daysOnMarket: 12,
    market: { pricePerM2: 5_000_000, pricePerM2Median: 4_800_000, percentile: 60 },
  };

  it('says each figure in a plain sentence, singular and plural', () => {
    const words = reportFacts(report).map((fact) => fact.words);
    expect(words[0]).toBe('Su página se ha visto 1 vez en total, 19 veces en las últimas cuatro semanas.');
    expect(words[1]).toBe('2 personas lo tienen entre sus favoritos.');
    expect(words[2]).toBe('Hemos recibido 1 consulta sobre tu inmueble.');
    expect(words[3]).toBe('3 visitas agendadas; 1 ya se hizo.');
    expect(words[4]).toBe('Lleva 12 días publicado.');
    expect(words[5]).toMatch(
      /^El precio por m² típico en Chapinero es \$\s4\.800\.000\. De cada 100 inmuebles parecidos en la zona, unos 60 piden menos por m² que tú\.$/,
    );
    expect(reportFacts({ ...report, daysOnMarket: null })[4].words).toBe('Tu inmueble aún no está publicado.');
  });

  it('makes the e-mail: subject with the month, the link, and why it arrives', () => {
    expect(reportMailSubject(report, '2026-12')).toBe(
      'Así va tu inmueble «Apartamento en Chapinero»: diciembre de 2026',
    );
    const text = reportMailText(report, {
      ownerName: 'Marta',
      month: '2026-12',
      url: 'https://example.co/propietario/abc.def',
      agencyName: 'Inmobiliaria Bogotá',
    });
    expect(text).toContain('Hola, Marta:');
    expect(text).toContain('https://example.co/propietario/abc.def');
    expect(text).toContain('- Lleva 12 días publicado.');
    expect(text).toContain('Ley 1581 de 2012');
  });
});
