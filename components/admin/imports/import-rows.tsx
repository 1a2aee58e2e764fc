import type { ImportRowResult } from '@/lib/domain/imports';
import { PROPERTY_CSV_COLUMNS } from '@/lib/domain/property-csv';

// The dry run's rows (docs/import-export.md#the-screen): one line each, its badge, and under it the
// errors (column and message) or the columns an update changes. A list rather than a table, so a
// phone shows it without sideways scrolling.

const BADGES = {
  create: { label: 'Nuevo', tone: 'bg-emerald-100 text-emerald-900' },
  update: { label: 'Actualizar', tone: 'bg-sky-100 text-sky-900' },
  unchanged: { label: 'Sin cambios', tone: 'bg-slate-100 text-slate-700' },
  error: { label: 'Error', tone: 'bg-rose-100 text-rose-900' },
} as const;

export function badgeOf(row: ImportRowResult): keyof typeof BADGES {
  if (row.action === 'update' && row.changes.length === 0) return 'unchanged';
  return row.action;
}

const known = new Set(PROPERTY_CSV_COLUMNS.map((c) => c.key));

export function ImportRows({ rows }: { rows: ImportRowResult[] }) {
  return (
    <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {rows.map((row) => {
        const badge = BADGES[badgeOf(row)];
        return (
          <li key={row.row} className="px-4 py-3 text-sm" data-row={row.row}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-ink">Fila {row.row}</span>
              <span className="font-mono text-ink">{row.code || 'Sin código'}</span>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.tone}`}>{badge.label}</span>
              {row.photos > 0 && (
                <span className="text-muted">
                  {row.photos} {row.photos === 1 ? 'foto' : 'fotos'}
                </span>
              )}
            </div>
            {row.errors.length > 0 && (
              <ul className="mt-2 space-y-1 text-rose-800">
                {row.errors.map((error, i) => (
                  <li key={i}>
                    {error.column ? <span className="font-semibold">Columna {error.column}: </span> : null}
                    {error.message}
                  </li>
                ))}
              </ul>
            )}
            {row.action === 'update' && row.changes.length > 0 && (
              <p className="mt-1 text-muted">Cambia: {row.changes.filter((c) => known.has(c)).join(', ')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
