import type { PricePoint } from '@/lib/domain/price-history';
import { formatPrice, formatShortDate } from '@/lib/format';

const W = 320;
const H = 72;

/** A step line of the prices over time; decoration beside the list, which carries the figures. */
function Sparkline({ points }: { points: readonly PricePoint[] }) {
  const prices = points.map((p) => p.price);
  const min = Math.min(...prices);
  const span = Math.max(...prices) - min || 1;
  const y = (price: number) => 8 + (1 - (price - min) / span) * (H - 16);
  const x = (i: number) => 8 + (i / (points.length - 1)) * (W - 16);
  const d = points.map((p, i) => `${i === 0 ? `M${x(0)}` : `H${x(i).toFixed(1)} V`} ${y(p.price).toFixed(1)}`);
  return (
    <svg aria-hidden viewBox={`0 0 ${W} ${H}`} className="h-16 w-full max-w-xs text-primary">
      <path d={d.join(' ')} className="fill-none stroke-current stroke-2" />
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.price)} r="3" className="fill-current" />
      ))}
    </svg>
  );
}

function change(previous: number, price: number): string {
  if (!(previous > 0) || !(price > 0) || previous === price) return '';
  const pct = Math.round(((price - previous) / previous) * 1000) / 10;
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct).toLocaleString('es-CO')} %`;
}

/** The price changes of a property, newest first (the public page and the admin form). */
export function PriceHistory({ points }: { points: readonly PricePoint[] }) {
  if (points.length < 2) return null;
  const rows = points.map((point, i) => ({ ...point, change: i > 0 ? change(points[i - 1].price, point.price) : '' }));
  return (
    <div className="space-y-3" data-testid="price-history">
      {points.length > 2 && <Sparkline points={points} />}
      <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {rows.reverse().map((row, i) => (
          <li key={`${row.at}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2">
            <time dateTime={row.at} className="text-muted">
              {formatShortDate(row.at)}
            </time>
            <span className="font-semibold text-ink">
              {formatPrice(row.price)}
              {row.change && <span className="ml-2 font-normal text-muted">{row.change}</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
