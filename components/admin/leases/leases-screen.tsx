'use client';

import { useState } from 'react';

import { ListEmpty, ListHeader, ListLoading } from '@/components/admin/list-screen';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useFlash } from '@/components/admin/shared/use-flash';
import { useLoad } from '@/components/admin/shared/use-load';
import { useSearchPage } from '@/components/admin/shared/use-search-page';
import { binder, bindValue } from '@/components/ui/fields/bind';
import { SearchField, SelectField, type Option } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { Pager } from '@/components/ui/pager';

import { useStaff } from '../users/use-staff';
import type { ApiLeaseRow } from './api-types';
import { LEASE_STATUS_LABELS } from './labels';
import { LeaseCard } from './lease-card';

const LIMIT = 20;

type Filters = { status: string; agentId: string };

/**
 * The leases under administration: search (tenant, document, property) and status on the server,
 * pages of 20. An agent sees the leases of their own properties; admins everyone's, by agent too.
 * A lease is signed from its property's edit page ("Firmar contrato de arriendo").
 */
export function LeasesScreen({ isAdmin }: { isAdmin: boolean }) {
  const { search, setSearch, q, page, setPage } = useSearchPage();
  const [filters, setFilters] = useState<Filters>({ status: '', agentId: '' });
  const [notice, setNotice] = useState<NoticeState>(null);
  const agents = useStaff({ activeOnly: true, enabled: isAdmin });
  const params = new URLSearchParams(
    Object.entries({ q, ...filters, page: String(page), limit: String(LIMIT) }).filter(([, v]) => v !== ''),
  );
  const list = useLoad<ApiLeaseRow[]>(`/api/leases?${params}`);
  useFlash(setNotice);

  const bind = binder(
    filters,
    {},
    (key, value) => {
      setFilters({ ...filters, [key]: value });
      setPage(1);
    },
    { named: false },
  );
  const selects: Array<[keyof Filters, string, ReadonlyArray<Option>]> = [
    ['status', 'Estado', Object.entries(LEASE_STATUS_LABELS)],
  ];
  if (isAdmin) selects.push(['agentId', 'Asesor', agents.map((a) => [a.id, a.name] as const)]);
  const filtered = q !== '' || filters.status !== '' || filters.agentId !== '';
  const total = list.pager.total;

  return (
    <section className="space-y-5">
      <ListHeader
        title="Arriendos"
        intro={
          isAdmin
            ? 'Los contratos de arrendamiento que administra la agencia: canon, saldo, incrementos y vencimientos.'
            : 'Los contratos de arrendamiento de tus inmuebles: canon, saldo, incrementos y vencimientos.'
        }
      />
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar los arriendos: ${list.error}` }} />}
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-3">
        <SearchField
          look={panelLook}
          className={isAdmin ? 'sm:col-span-2 xl:col-span-1' : undefined}
          placeholder="Arrendatario, documento o inmueble"
          {...bindValue(search, setSearch)}
        />
        {selects.map(([key, label, options]) => (
          <SelectField key={key} look={panelLook} label={label} placeholder="Todos" options={options} {...bind(key)} />
        ))}
      </div>
      {list.loading ? (
        <ListLoading>Cargando arriendos...</ListLoading>
      ) : !list.data?.length ? (
        <ListEmpty title="No hay contratos de arriendo">
          {filtered
            ? 'Ningún contrato coincide con la búsqueda o los filtros.'
            : 'Firma uno desde la página de edición de un inmueble en arriendo con mandato vigente.'}
        </ListEmpty>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {total === 1 ? '1 contrato' : `${total} contratos`}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.data.map((lease) => (
              <LeaseCard key={lease.id} lease={lease} showAgent={isAdmin} />
            ))}
          </ul>
        </>
      )}
      <Pager page={page} {...list.pager} onPage={setPage} />
    </section>
  );
}
