import { formatNumber } from '@/lib/format';

import type { ChangeTone } from './change-badge';
import { Icon, type IconName } from './icons';
import type { StatFigure } from './load-dashboard';

const TONES: Record<ChangeTone, string> = {
  up: 'bg-emerald-100 text-emerald-800',
  down: 'bg-rose-100 text-rose-800',
  flat: 'bg-slate-100 text-slate-700',
  new: 'bg-sky-100 text-sky-900',
};

export function StatCard({ label, figure, icon }: { label: string; figure: StatFigure; icon: IconName }) {
  return (
    <article data-testid="stat-card" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-muted">{label}</h2>
        <span aria-hidden className="grid size-10 place-items-center rounded-xl bg-primary/10 text-primary">
          <Icon name={icon} />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold text-ink" data-testid="stat-value">
        {formatNumber(figure.value)}
      </p>
      {figure.change ? (
        <p className="mt-2 flex items-center gap-2 text-xs text-muted">
          <span
            data-testid="stat-change"
            className={`rounded-full px-2 py-0.5 font-semibold ${TONES[figure.change.tone]}`}
          >
            {figure.change.label}
          </span>
          últimos 30 días
        </p>
      ) : (
        <p className="mt-2 text-xs text-muted">Total acumulado</p>
      )}
    </article>
  );
}
