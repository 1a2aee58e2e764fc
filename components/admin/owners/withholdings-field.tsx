'use client';

import { secondaryButton } from '@/components/admin/buttons';
import { TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { GroupError } from '@/components/ui/fields/status';

/** A withholding as typed: its label and the percentage as text ("2,5"). */
export interface WithholdingRow {
  label: string;
  percent: string;
}

export const MAX_WITHHOLDINGS = 5;

/** The rows as the API takes them: the percentage a number ("2,5" → 2.5; NaN when not one). */
export const withholdingsBody = (rows: WithholdingRow[]) =>
  rows.map((row) => ({
    label: row.label.trim(),
    percent: row.percent.trim() === '' ? NaN : Number(row.percent.trim().replace(',', '.')),
  }));

/**
 * The owner's withholdings on their settlement (a label and a percentage of the canon collected,
 * none by default): the product computes them, the agency decides which apply.
 */
export function WithholdingsField({
  rows,
  onChange,
  error,
}: {
  rows: WithholdingRow[];
  onChange: (rows: WithholdingRow[]) => void;
  error?: string;
}) {
  const set = (index: number, patch: Partial<WithholdingRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-medium text-ink">Retenciones en la liquidación de arriendos</legend>
      <p className="text-xs text-muted">
        Un nombre y un porcentaje del canon recaudado (por ejemplo, retención en la fuente). Sin filas, no se retiene
        nada.
      </p>
      {rows.map((row, index) => (
        <div key={index} role="group" aria-label={`Retención ${index + 1}`} className="flex flex-wrap items-end gap-3">
          <TextField
            look={adminLook}
            label={`Nombre de la retención ${index + 1}`}
            autoComplete="off"
            className="min-w-40 flex-1"
            value={row.label}
            onChange={(event) => set(index, { label: event.target.value })}
          />
          <TextField
            look={adminLook}
            label={`Porcentaje ${index + 1} (%)`}
            inputMode="decimal"
            autoComplete="off"
            className="w-32"
            value={row.percent}
            onChange={(event) => set(index, { percent: event.target.value })}
          />
          <button
            type="button"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            className="pb-2 text-sm font-semibold text-rose-800 hover:underline"
          >
            Quitar<span className="sr-only"> la retención {index + 1}</span>
          </button>
        </div>
      ))}
      <GroupError error={error} />
      {rows.length < MAX_WITHHOLDINGS && (
        <button
          type="button"
          onClick={() => onChange([...rows, { label: '', percent: '' }])}
          className={secondaryButton}
        >
          Agregar retención
        </button>
      )}
    </fieldset>
  );
}
