// Display formatting for es-CO (docs/product-rules.md#property). Pure functions: used by server and client components.

/**
 * A value made on first use and kept. Intl formatters are built this way in modules a page's
 * client code imports: building one loads the locale's (and time zone's) ICU data, tens of ms of a
 * phone's main thread while the page's scripts start, often for a formatter the page never calls
 * (docs/public-site-and-seo.md#what-a-phone-downloads-first).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

// es-CO's number formats, for the Intl fallbacks below.
const numberFormatter = lazy(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }));
const percentFormatter = lazy(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }));
const shortDateFormatter = lazy(
  () =>
    new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Bogota' }),
);

/**
 * What `Intl.NumberFormat('es-CO', { maximumFractionDigits })` writes ("1.234.567", "1.234,5"),
 * without Intl: a browser's first es-CO formatter loads the locale's data, 15-70 ms of a phone's
 * main thread measured while a page hydrates its prices (the simulator, a property's). Same
 * rounding (half away from zero, on the number's shortest decimal form); Intl itself for what this
 * does not cover (negative or infinite numbers, exponent notation). tests/unit/format.test.ts compares both.
 */
function esNumber(value: number, maxFractionDigits: number, fallback: () => Intl.NumberFormat): string {
  const text = String(value);
  if (!(value >= 0) || !Number.isFinite(value) || Object.is(value, -0) || text.includes('e')) {
    return fallback().format(value);
  }
  const [whole = '', decimals = ''] = text.split('.');
  let int = whole;
  let frac = decimals;
  if (frac.length > maxFractionDigits) {
    const up = frac.charCodeAt(maxFractionDigits) >= 53; // the first dropped digit is 5 or more
    frac = frac.slice(0, maxFractionDigits);
    if (up) {
      const digits = [...(int + frac)].map(Number);
      let i = digits.length - 1;
      while (i >= 0 && digits[i] === 9) digits[i--] = 0;
      if (i < 0) digits.unshift(1);
      else digits[i] = (digits[i] ?? 0) + 1;
      const all = digits.join('');
      int = all.slice(0, all.length - frac.length);
      frac = all.slice(all.length - frac.length);
    }
  }
  frac = frac.replace(/0+$/, '');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${grouped},${frac}` : grouped;
}

/** "$ 450.000.000" (a no-break space after the sign, as Intl writes COP); 'Precio a consultar' without a price. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return 'Precio a consultar';
  return `$\u00a0${esNumber(Math.round(value), 0, numberFormatter)}`;
}

export function formatNumber(value: number): string {
  return esNumber(value, 0, numberFormatter);
}

/** "0,3 %" (a number of percent, as Settings stores them). */
export function formatPercent(value: number): string {
  return `${esNumber(value, 2, percentFormatter)} %`;
}

/** "85 m²"; '-' when unknown. */
export function formatArea(value: number | null | undefined): string {
  if (!value || value <= 0) return '-';
  return `${esNumber(value, 0, numberFormatter)} m²`;
}

/** Short Spanish date, Bogotá time: "5 de nov de 2026". */
export function formatShortDate(value: Date | string): string {
  return shortDateFormatter()
    .format(typeof value === 'string' ? new Date(value) : value)
    .replace(/\./g, '');
}

/** Joins the non-empty parts; 'Ubicación no disponible' when none. */
export function joinLocation(parts: Array<string | null | undefined>): string {
  const seen = new Set<string>();
  const unique = parts
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p))
    .filter((p) => (seen.has(p) ? false : (seen.add(p), true)));
  return unique.length > 0 ? unique.join(', ') : 'Ubicación no disponible';
}
