import { OPERATION_LABELS } from '@/lib/domain/property';
import { formatPrice, joinLocation } from '@/lib/format';
import type { ApiProperty } from '@/lib/validation/property-response';

const STATUS_BADGES: Partial<Record<ApiProperty['status'], string>> = {
  reservado: 'Reservado',
  vendido: 'Vendido',
  arrendado: 'Arrendado',
};

/** "−8,5 %". */
export function formatDropPct(pct: number): string {
  return `−${pct.toLocaleString('es-CO', { maximumFractionDigits: 1 })} %`;
}

/** Badges, title, location, price and administración (with the monthly total for rentals). */
export function PropertyHeader({ property }: { property: ApiProperty }) {
  const rent = property.operation === 'arriendo';
  const hasPrice = property.price > 0;
  const closed = STATUS_BADGES[property.status];
  const location = joinLocation([
    property.location.address,
    property.location.neighborhood,
    property.location.locality,
    property.location.city,
  ]);
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-primary px-3 py-1 text-white">
          {OPERATION_LABELS[property.operation] ?? 'Disponible'}
        </span>
        {property.featured && <span className="rounded-full bg-secondary px-3 py-1 text-ink">Destacado</span>}
        {closed && (
          <span
            data-testid="status-badge"
            className={`rounded-full px-3 py-1 ${property.status === 'reservado' ? 'bg-slate-200 text-ink' : 'bg-red-700 text-white'}`}
          >
            {closed}
          </span>
        )}
        {property.priceDrop && (
          <span className="rounded-full bg-emerald-700 px-3 py-1 text-white" data-testid="price-drop-badge">
            Bajó de precio
          </span>
        )}
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink md:text-4xl">{property.title}</h1>
      <p className="flex items-center gap-1.5 text-muted" data-testid="detail-location">
        <svg aria-hidden viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current stroke-2 text-primary">
          <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
          <circle cx="12" cy="10" r="2.5" />
        </svg>
        {location}
      </p>
      {property.code && (
        <p className="text-sm text-muted">
          Código:{' '}
          <span className="font-mono font-semibold text-ink" data-testid="property-code">
            {property.code}
          </span>
        </p>
      )}
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <p className="text-3xl font-bold text-primary" data-testid="detail-price">
          {formatPrice(property.price)}
          {rent && hasPrice && <span className="text-base font-medium text-muted">/mes</span>}
        </p>
        {property.priceDrop && (
          <p className="text-sm text-muted" data-testid="previous-price">
            Antes <del>{formatPrice(property.priceDrop.from)}</del> ({formatDropPct(property.priceDrop.pct)})
          </p>
        )}
        {property.adminFee > 0 && (
          <p className="text-sm text-muted" data-testid="admin-fee">
            Administración: <span className="font-semibold text-ink">{formatPrice(property.adminFee)}/mes</span>
          </p>
        )}
        {rent && hasPrice && property.adminFee > 0 && (
          <p className="text-sm text-muted" data-testid="monthly-total">
            Total mensual:{' '}
            <span className="font-semibold text-ink">{formatPrice(property.price + property.adminFee)}</span>
          </p>
        )}
      </div>
    </header>
  );
}
