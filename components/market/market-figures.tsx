import type { MarketFigures, PricePerM2 } from '@/lib/domain/market-stats';
import { PROPERTY_TYPE_LABELS, type Operation } from '@/lib/domain/property';
import { formatNumber, formatPrice } from '@/lib/format';

const FEW = 'Pocos datos';
const price = (value: number | null) => (value === null ? FEW : formatPrice(value));
const range = (p: PricePerM2) =>
  p.p25 === null || p.p75 === null ? FEW : `${formatPrice(p.p25)} – ${formatPrice(p.p75)}`;

/** The summary and the table by type of a localidad page ("Pocos datos" where a figure is null). */
export function MarketFiguresView({ figures, operation }: { figures: MarketFigures; operation: Operation }) {
  const monthly = operation === 'arriendo' ? ' al mes' : '';
  const summary = [
    { label: 'Inmuebles publicados', value: formatNumber(figures.count) },
    { label: `Precio mediano${monthly}`, value: price(figures.medianPrice) },
    { label: `Precio mediano por m²${monthly}`, value: price(figures.pricePerM2.median) },
    { label: 'Rango central por m² (p25 – p75)', value: range(figures.pricePerM2) },
  ];
  return (
    <div className="min-w-0 space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="market-summary">
        {summary.map((item) => (
          <div key={item.label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-muted">{item.label}</dt>
            <dd className="mt-1 text-lg font-bold text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus:outline-2 focus:outline-primary"
        tabIndex={0}
        role="region"
        aria-label="Cifras por tipo de inmueble"
      >
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">Cifras por tipo de inmueble</caption>
          <thead className="bg-surface text-ink">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Tipo
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Inmuebles
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Precio mediano{monthly}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Mediana por m²
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                p25 – p75 por m²
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {figures.byType.map((row) => (
              <tr key={row.type}>
                <th scope="row" className="px-4 py-2 font-medium text-ink">
                  {PROPERTY_TYPE_LABELS[row.type]}
                </th>
                <td className="px-4 py-2 text-right">{formatNumber(row.count)}</td>
                <td className="px-4 py-2 text-right">{price(row.medianPrice)}</td>
                <td className="px-4 py-2 text-right">{price(row.pricePerM2.median)}</td>
                <td className="px-4 py-2 text-right">{range(row.pricePerM2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">
        Calculado con los inmuebles publicados en nuestro catálogo (precio ÷ área construida). Con menos de 3 inmuebles
        con área mostramos «{FEW}» en lugar de una cifra. No es un avalúo (Ley 1673 de 2013).
      </p>
    </div>
  );
}
