// Display formatting for es-CO (docs/product-rules.md#property). Pure functions: used by server and client components.

const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const numberFormatter = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const shortDateFormatter = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Bogota',
});

/** "$ 450.000.000"; 'Precio a consultar' when there is no price. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return 'Precio a consultar';
  return copFormatter.format(Math.round(value));
}

export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

const percentFormatter = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** "0,3 %" (a number of percent, as Settings stores them). */
export function formatPercent(value: number): string {
  return `${percentFormatter.format(value)} %`;
}

/** "85 m²"; '-' when unknown. */
export function formatArea(value: number | null | undefined): string {
  if (!value || value <= 0) return '-';
  return `${numberFormatter.format(value)} m²`;
}

/** Short Spanish date, Bogotá time: "5 de nov de 2026". */
export function formatShortDate(value: Date | string): string {
  return shortDateFormatter.format(typeof value === 'string' ? new Date(value) : value).replace(/\./g, '');
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
