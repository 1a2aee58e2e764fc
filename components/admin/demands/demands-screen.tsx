'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { primaryButton } from '@/components/admin/buttons';
import { ListEmpty, ListHeader, ListLoading } from '@/components/admin/list-screen';
import { Notice, setFlash, type NoticeState } from '@/components/admin/shared/notice';
import { useFlash } from '@/components/admin/shared/use-flash';
import { useLoad } from '@/components/admin/shared/use-load';
import { useSearchPage } from '@/components/admin/shared/use-search-page';
import { Pager } from '@/components/ui/pager';
import type { ApiDemand } from '@/lib/validation/demands';

import { useStaff } from '../users/use-staff';
import { DemandCard } from './demand-card';
import { DemandFilters, filterParams, NO_FILTERS, type DemandFilterState } from './demand-filters';
import { DemandForm } from './demand-form';

const LIMIT = 20;

/**
 * The clients' demands: search and filters on the server, pages of 20, and "Nueva demanda". An
 * agent sees and creates only their own; admins also filter by agent and assign one.
 */
export function DemandsScreen({ isAdmin }: { isAdmin: boolean }) {
  const router = useRouter();
  const [chosen, setFilter] = useState<DemandFilterState>(NO_FILTERS);
  const { search, setSearch, q, page, setPage } = useSearchPage();
  const filter = { ...chosen, q };
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const agents = useStaff({ activeOnly: true, enabled: isAdmin });
  const list = useLoad<ApiDemand[]>(
    `/api/demands?${new URLSearchParams([...filterParams(filter), ['page', String(page)], ['limit', String(LIMIT)]])}`,
  );

  // The notice a deleted demand's page left on its way here.
  useFlash(setNotice);

  const change = (next: Partial<DemandFilterState>) => {
    setFilter({ ...chosen, ...next });
    setPage(1);
  };
  const total = list.pagination?.total ?? list.data?.length ?? 0;

  return (
    <section className="space-y-5">
      <ListHeader
        title="Demandas"
        intro={
          isAdmin
            ? 'Lo que buscan los clientes de todo el equipo: operación, zona, presupuesto y características.'
            : 'Lo que buscan tus clientes: operación, zona, presupuesto y características.'
        }
      >
        {!creating && (
          <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
            Nueva demanda
          </button>
        )}
      </ListHeader>
      {creating && (
        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-ink">Nueva demanda</h2>
          <DemandForm
            agents={isAdmin ? agents : null}
            onCancel={() => setCreating(false)}
            onSaved={(demand, message) => {
              // Closed, so that coming back to the list (Next keeps it alive) shows no old client.
              setCreating(false);
              setFlash({ kind: 'success', text: message });
              router.push(`/admin/demandas/${demand.id}`);
            }}
          />
        </div>
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar las demandas: ${list.error}` }} />}
      <DemandFilters
        value={filter}
        search={search}
        onSearch={setSearch}
        onChange={change}
        agents={isAdmin ? agents : null}
      />
      {list.loading ? (
        <ListLoading>Cargando demandas...</ListLoading>
      ) : !list.data?.length ? (
        <ListEmpty title="No hay demandas">
          {filterParams(filter).size > 0
            ? 'Ninguna demanda coincide con la búsqueda o los filtros.'
            : 'Registra lo que busca un cliente con «Nueva demanda» para cruzarlo con los inmuebles.'}
        </ListEmpty>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {total === 1 ? '1 demanda' : `${total} demandas`}
          </p>
          <ul className="space-y-3">
            {list.data.map((demand) => (
              <DemandCard key={demand.id} demand={demand} />
            ))}
          </ul>
        </>
      )}
      <Pager page={page} {...list.pager} onPage={setPage} />
    </section>
  );
}
