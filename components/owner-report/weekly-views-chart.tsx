import { dayInWords, type WeekCount } from '@/lib/domain/owner-report';
import { formatNumber } from '@/lib/format';

const W = 360;
const H = 180;
const TOP = 24;
const BOTTOM = 26;

/**
 * The weekly views as bars, drawn on the server (no script): an SVG with a title and a summary
 * for screen readers, each bar's number above it, and the same numbers in a table below.
 */
export function WeeklyViewsChart({ weeks, id = 'vistas-semanales' }: { weeks: readonly WeekCount[]; id?: string }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const slot = W / weeks.length;
  const barWidth = slot * 0.62;
  const height = (count: number) => ((H - TOP - BOTTOM) * count) / max;
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <figure className="space-y-3">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full max-w-lg text-primary"
        data-testid="weekly-views-chart"
      >
        <title id={`${id}-title`}>Visitas a la página por semana</title>
        <desc id={`${id}-desc`}>
          {`${formatNumber(total)} visitas en las últimas ${weeks.length} semanas${
            first && last ? `, de la semana del ${dayInWords(first.week)} a la del ${dayInWords(last.week)}` : ''
          }.`}
        </desc>
        <line x1="0" x2={W} y1={H - BOTTOM} y2={H - BOTTOM} className="stroke-slate-300" strokeWidth="1" />
        {weeks.map((week, i) => {
          const x = i * slot + (slot - barWidth) / 2;
          const h = height(week.count);
          const current = i === weeks.length - 1;
          return (
            <g key={week.week}>
              <rect
                x={x}
                y={H - BOTTOM - h}
                width={barWidth}
                height={h}
                rx="3"
                className={current ? 'fill-secondary' : 'fill-current'}
              />
              <text
                x={x + barWidth / 2}
                y={H - BOTTOM - h - 5}
                textAnchor="middle"
                className="fill-ink text-[13px] font-semibold"
              >
                {week.count}
              </text>
              {(i % 2 === 1 || current) && (
                <text x={x + barWidth / 2} y={H - 7} textAnchor="middle" className="fill-muted text-[12px]">
                  {week.week.slice(8, 10)}/{week.week.slice(5, 7)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-muted">
        Cada barra es una semana, de lunes a domingo; la naranja es la semana en curso.
      </figcaption>
      <details className="rounded-xl border border-slate-200 bg-white text-sm">
        <summary className="cursor-pointer px-4 py-2 font-semibold text-primary">Ver las cifras por semana</summary>
        <table className="w-full text-left">
          <caption className="sr-only">Visitas a la página por semana</caption>
          <thead>
            <tr className="border-t border-slate-100 text-muted">
              <th scope="col" className="px-4 py-2 font-medium">
                Semana del
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Visitas
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week} className="border-t border-slate-100">
                <td className="px-4 py-1.5">{dayInWords(week.week, true)}</td>
                <td className="px-4 py-1.5 text-right font-semibold text-ink">{formatNumber(week.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
