'use client';

import { useEffect, useState } from 'react';

import { secondaryButton } from '@/components/admin/buttons';
import { Notice } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { Pager } from '@/components/ui/pager';
import type { ApiLead } from '@/lib/validation/lead-admin';

import { useStaff } from '../users/use-staff';
import { LeadCard } from './lead-card';
import { filterParams, LeadFilters, NO_FILTERS, type LeadFilterState } from './lead-filters';

const LIMIT = 20;

/**
 * The lead pipeline (issue 20): search and filters on the server, pages of 20, each lead opening
 * its timeline. An agent sees only their own leads; admins also filter by agent and export CSV.
 */
export function LeadsInbox({ isAdmin }: { isAdmin: boolean }) {
  const [filter, setFilter] = useState<LeadFilterState>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const assignees = useStaff({ activeOnly: true, enabled: isAdmin });
  const params = filterParams(filter);
  const list = useLoad<ApiLead[]>(
    `/api/leads?${new URLSearchParams([...params, ['page', String(page)], ['limit', String(LIMIT)]])}`,
  );

  // Search as the admin types, a moment after the last key.
  useEffect(() => {
    const q = search.trim();
    if (q === filter.q) return;
    const timer = setTimeout(() => {
      setFilter((current) => ({ ...current, q }));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, filter.q]);

  const change = (next: Partial<LeadFilterState>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Solicitudes</h1>
          <p className="text-sm text-muted">
            {isAdmin
              ? 'Mensajes, consultas, solicitudes de planes y visitas de todo el equipo.'
              : 'Tus solicitudes asignadas: mensajes, consultas, planes y visitas.'}
          </p>
        </div>
        {isAdmin && (
          <a href={`/api/leads/export?${params}`} download className={secondaryButton}>
            Exportar CSV
          </a>
        )}
      </div>
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar las solicitudes: ${list.error}` }} />}
      <LeadFilters
        value={filter}
        search={search}
        onSearch={setSearch}
        onChange={change}
        assignees={isAdmin ? assignees : null}
      />
      {list.loading ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
          Cargando solicitudes...
        </p>
      ) : !list.data?.length ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-ink">No hay solicitudes</p>
          <p className="mt-1 text-sm text-muted">
            Aquí aparecen los mensajes que llegan desde los formularios del sitio.
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {(list.pagination?.total ?? list.data.length) === 1
              ? '1 solicitud'
              : `${list.pagination?.total ?? list.data.length} solicitudes`}
          </p>
          <ul className="space-y-3">
            {list.data.map((lead) => (
              <LeadCard key={lead.id} lead={lead} />
            ))}
          </ul>
        </>
      )}
      <Pager page={page} {...list.pager} onPage={setPage} />
    </section>
  );
}
