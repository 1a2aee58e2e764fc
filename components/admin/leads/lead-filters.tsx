'use client';

import { binder, bindValue } from '@/components/ui/fields/bind';
import { DateField, SearchField, SelectField, type Option } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';

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

const SEARCH = 'Nombre, email o teléfono';
const WIDE = 'sm:col-span-2 xl:col-span-3';

export const NO_FILTERS: LeadFilterState = { q: '', status: '', kind: '', assigneeId: '', from: '', to: '' };

/** The query string of the filters that are set. */
export function filterParams(filter: LeadFilterState): URLSearchParams {
  return new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
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
  const bind = binder(value, {}, (key, text) => onChange({ [key]: text }), { named: false });
  const selects: Array<[keyof LeadFilterState, string, ReadonlyArray<Option>]> = [
    ['status', 'Estado', Object.entries(LEAD_STATUS_LABELS)],
    ['kind', 'Tipo', Object.entries(LEAD_KIND_LABELS)],
  ];
  if (assignees)
    selects.push(['assigneeId', 'Asesor', [['none', 'Sin asignar'], ...assignees.map((a) => [a.id, a.name] as const)]]);
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-3">
      <SearchField look={panelLook} className={WIDE} placeholder={SEARCH} {...bindValue(search, onSearch)} />
      {selects.map(([key, label, options]) => (
        <SelectField key={key} look={panelLook} label={label} placeholder="Todos" options={options} {...bind(key)} />
      ))}
      <DateField look={panelLook} label="Desde" max={value.to} {...bind('from')} />
      <DateField look={panelLook} label="Hasta" min={value.from} {...bind('to')} />
    </div>
  );
}
