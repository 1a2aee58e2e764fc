import { PriceHistory } from '@/components/property/price-history';
import { reportFacts } from '@/lib/domain/owner-report-words';
import { OPERATION_LABELS, PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from '@/lib/domain/property';
import { formatArea, formatPrice, formatShortDate } from '@/lib/format';
import type { OwnerReport } from '@/lib/validation/owner-report';

import { WeeklyViewsChart } from './weekly-views-chart';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The owner's report (docs/owner-report.md): the figures in numbers and in words, the weekly
 * views chart, the price history and the market. A server component shared by the owner's page
 * (/propietario/{token}) and the panel (/admin/properties/{id}/informe).
 */
export function OwnerReportView({ report }: { report: OwnerReport }) {
  const { property, market } = report;
  const facts = reportFacts(report);
  const kind = [
    PROPERTY_TYPE_LABELS[property.type as PropertyType] ?? property.type,
    (OPERATION_LABELS[property.operation as Operation] ?? property.operation).toLowerCase(),
    property.place,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="space-y-6" data-testid="owner-report">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-secondary-ink">{kind}</p>
        <p className="mt-1 text-xl font-bold text-ink">{property.title}</p>
        <p className="mt-1 text-muted">
          {formatPrice(property.price)}
          {property.area ? ` · ${formatArea(property.area)}` : ''} · cifras al {formatShortDate(report.generatedAt)}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-primary">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <Card title="En pocas palabras">
        <ul className="list-disc space-y-2 pl-5 text-ink" data-testid="owner-report-words">
          {facts.map((fact) => (
            <li key={fact.label}>{fact.words}</li>
          ))}
        </ul>
      </Card>

      <Card title="Visitas por semana">
        <WeeklyViewsChart weeks={report.views.byWeek} />
      </Card>

      <Card title="El mercado de la zona">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">Tu precio por m²</dt>
            <dd className="text-lg font-bold text-ink">
              {market.pricePerM2 === null ? 'Sin área registrada' : formatPrice(market.pricePerM2)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Precio por m² típico (mediana)</dt>
            <dd className="text-lg font-bold text-ink">
              {market.pricePerM2Median === null ? 'Pocos datos' : formatPrice(market.pricePerM2Median)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Inmuebles comparables</dt>
            <dd className="text-lg font-bold text-ink">{market.comparables}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">
          Comparamos con los inmuebles publicados del mismo tipo y operación
          {property.place ? ` en ${property.place}` : ''}. Es una referencia, no un avalúo.
        </p>
      </Card>

      <Card title="Historial de precio">
        {report.priceHistory.length > 1 ? (
          <PriceHistory points={report.priceHistory} />
        ) : (
          <p className="text-ink">El precio no ha cambiado desde que se registró: {formatPrice(property.price)}.</p>
        )}
      </Card>
    </div>
  );
}
