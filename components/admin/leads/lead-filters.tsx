'use client';

import { inputClass, labelClass } from '@/components/admin/news/fields';

import type { StaffOption } from '../users/use-staff';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './labels';

export type LeadFilterState = {
  q: string;
  status: string;
  kind: string;
  assigneeId: string;
  from: string;
  to: string;
};

export const NO_FILTERS: LeadFilterState = { q: '', status: '', kind: '', assigneeId: '', from: '', to: '' };

/** The query string of the filters that are set. */
export function filterParams(filter: LeadFilterState): URLSearchParams {
  return new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">Todos</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function DateField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </label>
  );
}

/** Search, status, kind, assignee (admins) and date filters of the pipeline. */
export function LeadFilters({
  value,
  search,
  onSearch,
  onChange,
  assignees,
}: {
  value: LeadFilterState;
  search: string;
  onSearch: (q: string) => void;
  onChange: (next: Partial<LeadFilterState>) => void;
  /** Empty for an agent, who only sees their own leads. */
  assignees: StaffOption[] | null;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-3">
      <label className={`${labelClass} sm:col-span-2 xl:col-span-3`}>
        Buscar
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Nombre, email o teléfono"
          className={inputClass}
        />
      </label>
      <Select
        label="Estado"
        value={value.status}
        onChange={(status) => onChange({ status })}
        options={Object.entries(LEAD_STATUS_LABELS)}
      />
      <Select
        label="Tipo"
        value={value.kind}
        onChange={(kind) => onChange({ kind })}
        options={Object.entries(LEAD_KIND_LABELS)}
      />
      {assignees && (
        <Select
          label="Asesor"
          value={value.assigneeId}
          onChange={(assigneeId) => onChange({ assigneeId })}
          options={[['none', 'Sin asignar'], ...assignees.map((a): [string, string] => [a.id, a.name])]}
        />
      )}
      <DateField label="Desde" value={value.from} max={value.to} onChange={(from) => onChange({ from })} />
      <DateField label="Hasta" value={value.to} min={value.from} onChange={(to) => onChange({ to })} />
    </div>
  );
}
