'use client';

import { binder, bindValue } from '@/components/ui/fields/bind';
import { SearchField, SelectField, type Option } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';

import type { StaffOption } from '../users/use-staff';
import { DEMAND_OPERATION_LABELS, DEMAND_STATUS_LABELS } from './labels';

export type DemandFilterState = { q: string; status: string; operation: string; agentId: string };

export const NO_FILTERS: DemandFilterState = { q: '', status: '', operation: '', agentId: '' };

/** The query string of the filters that are set. */
export function filterParams(filter: DemandFilterState): URLSearchParams {
  return new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
}

/** Search, status, operation and (admins) agent filters of the demands list, as the leads' are. */
export function DemandFilters({
  value,
  search,
  onSearch,
  onChange,
  agents,
}: {
  value: DemandFilterState;
  search: string;
  onSearch: (q: string) => void;
  onChange: (next: Partial<DemandFilterState>) => void;
  /** Null for an agent, who only sees their own demands. */
  agents: StaffOption[] | null;
}) {
  const bind = binder(value, {}, (key, text) => onChange({ [key]: text }), { named: false });
  const selects: Array<[keyof DemandFilterState, string, ReadonlyArray<Option>]> = [
    ['status', 'Estado', Object.entries(DEMAND_STATUS_LABELS)],
    ['operation', 'Operación', Object.entries(DEMAND_OPERATION_LABELS)],
  ];
  if (agents) selects.push(['agentId', 'Asesor', agents.map((a) => [a.id, a.name] as const)]);
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-4">
      <SearchField
        look={panelLook}
        className="sm:col-span-2 xl:col-span-1"
        placeholder="Nombre, email o teléfono del cliente"
        {...bindValue(search, onSearch)}
      />
      {selects.map(([key, label, options]) => (
        <SelectField key={key} look={panelLook} label={label} placeholder="Todos" options={options} {...bind(key)} />
      ))}
    </div>
  );
}
