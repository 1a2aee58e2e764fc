// The bins of the localidad pages' price-per-m² chart (components/market/price-chart.tsx). Pure.

export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** `values` in `bins` equal-width bins from their minimum to their maximum (one bin when all are equal). */
export function histogram(values: readonly number[], bins = 8): Bin[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const n = max === min ? 1 : bins;
  const width = (max - min) / n || 1;
  const out = Array.from({ length: n }, (_, i) => ({ from: min + i * width, to: min + (i + 1) * width, count: 0 }));
  for (const value of values) out[Math.min(n - 1, Math.floor((value - min) / width))].count += 1;
  return out;
}

/** "$ 8,5 M", "$ 950 mil": a short price for axis labels. */
export function shortPrice(value: number): string {
  const format = (n: number) => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }).format(n);
  if (value >= 1_000_000) return `$ ${format(value / 1_000_000)} M`;
  if (value >= 1_000) return `$ ${format(value / 1_000)} mil`;
  return `$ ${format(value)}`;
}
