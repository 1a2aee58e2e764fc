import Link from 'next/link';

import type { Operation } from '@/lib/domain/property';
import type { Valuation } from '@/lib/domain/valuation';
import { formatArea, formatPrice } from '@/lib/format';

/** The estimate: low, mid and high, on how many comparables and where, and up to 6 of them. */
export function ValuationResult({
  valuation,
  operation,
  place,
}: {
  valuation: Valuation;
  operation: Operation;
  place: string;
}) {
  const monthly = operation === 'arriendo' ? ' al mes' : '';
  const figures = [
    { label: 'Bajo', value: valuation.low },
    { label: 'Medio', value: valuation.mid },
    { label: 'Alto', value: valuation.high },
  ];
  return (
    <div>
      <h2 id="resultado" className="text-2xl font-bold text-ink">
        {operation === 'arriendo' ? 'Canon estimado' : 'Precio estimado'}
      </h2>
      <dl data-testid="valuation-figures" className="mt-4 grid gap-3 sm:grid-cols-3">
        {figures.map(({ label, value }) => (
          <div
            key={label}
            className={`rounded-2xl border p-4 ${label === 'Medio' ? 'border-primary bg-primary/5' : 'border-slate-200 bg-white'}`}
          >
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-extrabold text-ink">
              {formatPrice(value)}
              <span className="text-sm font-normal text-muted">{monthly}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        Calculado con <strong className="text-ink">{valuation.comparables} inmuebles comparables</strong> publicados en{' '}
        {valuation.scope === 'locality'
          ? `la localidad de ${place}`
          : `${place} (toda la ciudad: la localidad tiene menos de 5)`}
        : el precio por m² va de {formatPrice(valuation.pricePerM2.p25)} (p25) a {formatPrice(valuation.pricePerM2.p75)}{' '}
        (p75), con una mediana de {formatPrice(valuation.pricePerM2.median)}.
      </p>
      <h3 className="mt-6 text-lg font-semibold text-ink">Algunos comparables</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {valuation.sample.map((item) => (
          <li key={item._id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
            <Link href={`/property/${item.slug}`} className="font-semibold text-primary hover:underline">
              {item.title}
            </Link>
            <span className="text-muted">
              {formatPrice(item.price)} · {formatArea(item.area)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
