// Colombian public holidays (festivos), computed by rule for any year: no list to update each
// January. Ley 51 de 1983 ("Ley Emiliani") moves most of them to the following Monday; the
// Easter-based ones follow the Western (Gregorian) Easter. Pure, no server imports.

/** A calendar day as `AAAA-MM-DD`. */
export type Day = string;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date): Day => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Easter Sunday of `year` (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The day itself when it is a Monday, else the next Monday (Ley 51 de 1983). */
function nextMonday(d: Date): Date {
  const weekday = d.getUTCDay(); // 0 Sunday ... 6 Saturday
  return plusDays(d, (8 - weekday) % 7);
}

/** Fixed holidays that are never moved. */
const FIXED: ReadonlyArray<[number, number]> = [
  [1, 1], // Año Nuevo
  [5, 1], // Día del Trabajo
  [7, 20], // Independencia
  [8, 7], // Batalla de Boyacá
  [12, 8], // Inmaculada Concepción
  [12, 25], // Navidad
];

/** Holidays moved to the following Monday (Ley Emiliani). */
const MOVED: ReadonlyArray<[number, number]> = [
  [1, 6], // Reyes Magos
  [3, 19], // San José
  [6, 29], // San Pedro y San Pablo
  [8, 15], // Asunción de la Virgen
  [10, 12], // Día de la Raza
  [11, 1], // Todos los Santos
  [11, 11], // Independencia de Cartagena
];

const cache = new Map<number, ReadonlySet<Day>>();

/** Every holiday of `year`, as `AAAA-MM-DD`. */
export function colombianHolidays(year: number): ReadonlySet<Day> {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const days = [
    ...FIXED.map(([m, d]) => utc(year, m, d)),
    ...MOVED.map(([m, d]) => nextMonday(utc(year, m, d))),
    plusDays(easter, -3), // Jueves Santo
    plusDays(easter, -2), // Viernes Santo
    nextMonday(plusDays(easter, 39)), // Ascensión del Señor
    nextMonday(plusDays(easter, 60)), // Corpus Christi
    nextMonday(plusDays(easter, 68)), // Sagrado Corazón
  ];
  const set = new Set(days.map(dayOf));
  cache.set(year, set);
  return set;
}

export function isColombianHoliday(day: Day): boolean {
  return colombianHolidays(Number(day.slice(0, 4))).has(day);
}
