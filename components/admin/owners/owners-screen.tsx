'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

import { primaryButton } from '@/components/admin/buttons';
import { ListEmpty, ListHeader, ListLoading } from '@/components/admin/list-screen';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useFlash } from '@/components/admin/shared/use-flash';
import { useLoad } from '@/components/admin/shared/use-load';
import { bindValue } from '@/components/ui/fields/bind';
import { SearchField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { Pager } from '@/components/ui/pager';
import type { ApiOwner } from '@/lib/validation/owners';

import { StaffSelect } from '../users/staff-select';
import { useStaff } from '../users/use-staff';
import { OwnerForm } from './owner-form';

const LIMIT = 20;

const count = (n: number) => (n === 1 ? '1 inmueble' : `${n} inmuebles`);

/**
 * The owners (propietarios): search by name, document, e-mail or phone on the server, pages of
 * 20, each opening its page; "Nuevo propietario" opens the form above the list. An agent sees
 * only their own owners; admins see everyone's and filter by agent.
 */
export function OwnersScreen({ isAdmin }: { isAdmin: boolean }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [agentId, setAgentId] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const staff = useStaff({ activeOnly: true, enabled: isAdmin });
  const params = new URLSearchParams({ page: String(page), limit: String(LIMIT) });
  if (q) params.set('q', q);
  if (agentId) params.set('agentId', agentId);
  const list = useLoad<ApiOwner[]>(`/api/owners?${params}`);

  // The deletion's confirmation, carried from the owner's page.
  useFlash(setNotice);

  // Search as staff type, a moment after the last key.
  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, q]);

  return (
    <section className="space-y-5">
      <ListHeader
        title="Propietarios"
        intro={
          isAdmin
            ? 'Los propietarios de todo el equipo, con sus inmuebles y mandatos.'
            : 'Tus propietarios, con sus inmuebles y mandatos.'
        }
      >
        {!creating && (
          <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
            Nuevo propietario
          </button>
        )}
      </ListHeader>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {creating && (
        <OwnerForm
          staff={isAdmin ? staff : null}
          onCancel={() => setCreating(false)}
          onSaved={(owner, message) => {
            setCreating(false);
            setNotice({ kind: 'success', text: `${message}: ${owner.name}` });
            list.reload();
          }}
        />
      )}
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar los propietarios: ${list.error}` }} />}
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <SearchField
          look={panelLook}
          label="Buscar"
          placeholder="Nombre, documento, email o teléfono"
          className={isAdmin ? undefined : 'sm:col-span-2'}
          {...bindValue(search, setSearch)}
        />
        {isAdmin && (
          <StaffSelect
            look={panelLook}
            label="Asesor"
            placeholder="Todos"
            staff={staff}
            {...bindValue(agentId, (next) => {
              setAgentId(next);
              setPage(1);
            })}
          />
        )}
      </div>
      {list.loading ? (
        <ListLoading>Cargando propietarios...</ListLoading>
      ) : !list.data?.length ? (
        <ListEmpty title={q ? 'Ningún propietario coincide con la búsqueda' : 'No hay propietarios'}>
          Crea uno con «Nuevo propietario».
        </ListEmpty>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {list.pager.total === 1 ? '1 propietario' : `${list.pager.total} propietarios`}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.data.map((owner) => (
              <OwnerCard key={owner.id} owner={owner} />
            ))}
          </ul>
        </>
      )}
      <Pager page={page} {...list.pager} onPage={setPage} />
    </section>
  );
}

/** One owner of the list: name, document, phone, agent and how many properties. */
function OwnerCard({ owner }: { owner: ApiOwner }) {
  return (
    <li data-testid="owner-row" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">
          <Link href={`/admin/propietarios/${owner.id}`} className="hover:underline">
            {owner.name}
          </Link>
        </h2>
        <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink">
          {count(owner.propertyCount)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Documento</dt>
        <dd className="text-ink">
          {owner.documentType} {owner.documentNumber}
        </dd>
        <dt className="text-muted">Teléfono</dt>
        <dd>
          <a href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
            {owner.phone}
          </a>
        </dd>
        <dt className="text-muted">Asesor</dt>
        <dd className="text-ink">{owner.agent.name}</dd>
      </dl>
      <Link
        href={`/admin/propietarios/${owner.id}`}
        className="mt-3 inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Abrir<span className="sr-only"> el propietario {owner.name}</span>
      </Link>
    </li>
  );
}
