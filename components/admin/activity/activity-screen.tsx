'use client';

import { useState } from 'react';

import { Notice } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { binder } from '@/components/ui/fields/bind';
import { DateField, SelectField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { Pager } from '@/components/ui/pager';
import { ACTIVITY_ENTITIES } from '@/lib/domain/activity';
import type { ActivityItem } from '@/lib/validation/activity';

import { useStaff } from '../users/use-staff';
import { ActivityEntry } from './activity-entry';
import { ENTITY_LABELS } from './labels';

const LIMIT = 30;
const EMPTY = { actorId: '', entity: '', from: '', to: '' };
const INACTIVE = ' (inactiva)';
const ENTITIES = ACTIVITY_ENTITIES.map((entity) => [entity, ENTITY_LABELS[entity]] as const);

/** /admin/actividad: every staff write, newest first, by person, kind of record and days. */
export function ActivityScreen() {
  const [filter, setFilter] = useState({ ...EMPTY, page: 1 });
  const staff = useStaff();
  const params = new URLSearchParams({ page: String(filter.page), limit: String(LIMIT) });
  for (const key of ['actorId', 'entity', 'from', 'to'] as const) if (filter[key]) params.set(key, filter[key]);
  const list = useLoad<ActivityItem[]>(`/api/activity?${params}`);
  const refilter = (key: keyof typeof EMPTY, value: string) => setFilter({ ...filter, [key]: value, page: 1 });
  const bind = binder(filter, {}, refilter, { named: false });
  const people = staff.map((user) => [user.id, user.name + (user.active ? '' : INACTIVE)] as const);
  const selects = [
    { key: 'actorId', label: 'Persona', placeholder: 'Todo el equipo', options: people },
    { key: 'entity', label: 'Tipo de registro', placeholder: 'Todos', options: ENTITIES },
  ] as const;

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">Actividad</h1>
        <p className="mt-1 text-sm text-muted">
          Quién creó, cambió o eliminó qué, y cuándo: propiedades, noticias, ubicaciones, configuración, usuarios y
          solicitudes.
        </p>
      </div>
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto]">
        {selects.map(({ key, ...select }) => (
          <SelectField key={key} look={panelLook} {...select} {...bind(key)} />
        ))}
        <DateField look={panelLook} label="Desde" {...bind('from')} />
        <DateField look={panelLook} label="Hasta" {...bind('to')} />
        <button
          type="button"
          onClick={() => setFilter({ ...EMPTY, page: 1 })}
          className="self-end rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-ink hover:border-primary"
        >
          Limpiar
        </button>
      </div>
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar la actividad: ${list.error}` }} />}
      {list.loading ? (
        <p role="status" className="rounded-2xl border border-slate-200 bg-white p-10 text-center text-muted">
          Cargando actividad...
        </p>
      ) : !list.data?.length ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-muted">
          No hay actividad con estos filtros
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {list.data.map((item) => (
            <ActivityEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pager page={filter.page} {...list.pager} onPage={(page) => setFilter({ ...filter, page })} />
    </section>
  );
}
