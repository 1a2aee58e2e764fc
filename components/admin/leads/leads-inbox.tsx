'use client';

import { useState } from 'react';

import { secondaryButton } from '@/components/admin/buttons';
import { ListEmpty, ListHeader, ListLoading } from '@/components/admin/list-screen';
import { Notice } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { useSearchPage } from '@/components/admin/shared/use-search-page';
import { Pager } from '@/components/ui/pager';
import type { ApiLead } from '@/lib/validation/lead-admin';

import { useStaff } from '../users/use-staff';
import { LeadCard } from './lead-card';
import { filterParams, LeadFilters, NO_FILTERS, type LeadFilterState } from './lead-filters';

const LIMIT = 20;

/**
 * The lead pipeline: search and filters on the server, pages of 20, each lead opening
 * its timeline. An agent sees only their own leads; admins also filter by agent and export CSV.
 */
export function LeadsInbox({ isAdmin }: { isAdmin: boolean }) {
  const [chosen, setFilter] = useState<LeadFilterState>(NO_FILTERS);
  const { search, setSearch, q, page, setPage } = useSearchPage();
  const filter = { ...chosen, q };
  const assignees = useStaff({ activeOnly: true, enabled: isAdmin });
  const params = filterParams(filter);
  const list = useLoad<ApiLead[]>(
    `/api/leads?${new URLSearchParams([...params, ['page', String(page)], ['limit', String(LIMIT)]])}`,
  );

  const change = (next: Partial<LeadFilterState>) => {
    setFilter({ ...chosen, ...next });
    setPage(1);
  };

  return (
    <section className="space-y-5">
      <ListHeader
        title="Solicitudes"
        intro={
          isAdmin
            ? 'Mensajes, consultas, solicitudes de planes y visitas de todo el equipo.'
            : 'Tus solicitudes asignadas: mensajes, consultas, planes y visitas.'
        }
      >
        {isAdmin && (
          <a href={`/api/leads/export?${params}`} download className={secondaryButton}>
            Exportar CSV
          </a>
        )}
      </ListHeader>
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar las solicitudes: ${list.error}` }} />}
      <LeadFilters
        value={filter}
        search={search}
        onSearch={setSearch}
        onChange={change}
        assignees={isAdmin ? assignees : null}
      />
      {list.loading ? (
        <ListLoading>Cargando solicitudes...</ListLoading>
      ) : !list.data?.length ? (
        <ListEmpty title="No hay solicitudes">
          Aquí aparecen los mensajes que llegan desde los formularios del sitio.
        </ListEmpty>
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
