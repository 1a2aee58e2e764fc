import { MIN_PRICE_SAMPLE } from '@/lib/domain/market-stats';
import { histogram, shortPrice } from '@/lib/domain/price-histogram';

const WIDTH = 320;
const HEIGHT = 140;
const AXIS = 22;

/**
 * How the listings' price per m² is spread, as a small SVG histogram drawn on the server: the
 * page sends markup, no chart code. Nothing below MIN_PRICE_SAMPLE values (the figures are null).
 */
export function PriceChart({ values, title }: { values: number[]; title: string }) {
  if (values.length < MIN_PRICE_SAMPLE) return null;
  const bins = histogram(values);
  const tallest = Math.max(...bins.map((bin) => bin.count));
  const barWidth = WIDTH / bins.length;
  const plot = HEIGHT - AXIS;
  const description = bins
    .map((bin) => `${bin.count} entre ${shortPrice(bin.from)} y ${shortPrice(bin.to)} por m²`)
    .join('; ');
  return (
    <figure className="h-fit min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-ink">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="price-chart-title price-chart-desc"
        className="mt-3 h-auto w-full"
        data-testid="price-chart"
      >
        <title id="price-chart-title">{title}</title>
        <desc id="price-chart-desc">{description}</desc>
        {bins.map((bin, i) => {
          const height = tallest ? (bin.count / tallest) * (plot - 14) : 0;
          return (
            <g key={i}>
              <rect
                x={i * barWidth + 2}
                y={plot - height}
                width={barWidth - 4}
                height={height}
                rx={3}
                className="fill-primary"
              />
              {bin.count > 0 && (
                <text
                  x={i * barWidth + barWidth / 2}
                  y={plot - height - 4}
                  textAnchor="middle"
                  className="fill-ink text-[10px]"
                >
                  {bin.count}
                </text>
              )}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="stroke-slate-400" />
        <text x={0} y={HEIGHT - 6} className="fill-muted text-[10px]">
          {shortPrice(bins[0].from)}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className="fill-muted text-[10px]">
          {shortPrice(bins[bins.length - 1].to)}
        </text>
      </svg>
    </figure>
  );
}
