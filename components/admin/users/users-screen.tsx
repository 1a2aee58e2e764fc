'use client';

import { useState } from 'react';

import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useDebounced } from '@/components/admin/shared/use-debounced';
import { useLoad } from '@/components/admin/shared/use-load';
import { useRowAction } from '@/components/admin/shared/use-row-action';
import { binder, bindValue } from '@/components/ui/fields/bind';
import { SearchField, SelectField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { Pager } from '@/components/ui/pager';
import type { AdminUser } from '@/lib/validation/users';

import { adminFetch } from '../api-client';
import { InviteForm } from './invite-form';
import { UserRows, type UserAction } from './user-rows';

const LIMIT = 20;
const ROLES = [
  ['staff', 'Equipo'],
  ['admin', 'Administradores'],
  ['agent', 'Asesores'],
  ['user', 'Visitantes'],
  ['', 'Todos'],
] as const;
const STATES = [
  ['', 'Todos'],
  ['true', 'Activas'],
  ['false', 'Inactivas'],
] as const;
const FILTERS = [
  ['role', 'Rol', ROLES],
  ['active', 'Estado', STATES],
] as const;
const DEACTIVATE_QUESTION = (name: string) =>
  `¿Desactivar la cuenta de ${name}? Sus sesiones se cerrarán de inmediato y no podrá ingresar hasta que la reactives.`;

const REQUESTS: Record<UserAction, (id: string) => [string, { method: string; json?: unknown }]> = {
  deactivate: (id) => [`/api/users/${id}`, { method: 'DELETE' }],
  reactivate: (id) => [`/api/users/${id}`, { method: 'PATCH', json: { active: true } }],
  resend: (id) => [`/api/users/${id}/invitation`, { method: 'POST' }],
};

/** /admin/users: the team and the visitors' accounts, invitations, deactivation. */
export function UsersScreen() {
  const [filter, setFilter] = useState({ role: 'staff', active: '', page: 1 });
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy, act: run } = useRowAction({ onFailure: (text) => setNotice({ kind: 'error', text }) });
  const params = new URLSearchParams({ page: String(filter.page), limit: String(LIMIT) });
  for (const [key, value] of Object.entries({ role: filter.role, active: filter.active, search: query }))
    if (value) params.set(key, value);
  const list = useLoad<AdminUser[]>(`/api/users?${params}`);

  function act(user: AdminUser, action: UserAction) {
    if (action === 'deactivate' && !window.confirm(DEACTIVATE_QUESTION(user.name))) return;
    void run(user.id, async () => {
      const [url, init] = REQUESTS[action](user.id);
      const { message } = await adminFetch(url, init);
      setNotice({ kind: 'success', text: `${message ?? 'Listo'}: ${user.name}` });
      list.reload();
    });
  }

  const searchFor = (next: string) => {
    setSearch(next);
    setFilter((f) => ({ ...f, page: 1 }));
  };
  const refilter = (key: 'role' | 'active', value: string) => setFilter({ ...filter, [key]: value, page: 1 });
  const bind = binder(filter, {}, refilter, { named: false });

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Usuarios</h1>
          <p className="mt-1 text-sm text-muted">
            {list.pagination
              ? `${list.pagination.total} cuentas`
              : 'Administradores, asesores y visitantes registrados.'}
          </p>
        </div>
        {!inviting && (
          <button
            type="button"
            onClick={() => setInviting(true)}
            className="rounded-xl bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            Invitar al equipo
          </button>
        )}
      </div>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {inviting && (
        <InviteForm
          onCancel={() => setInviting(false)}
          onDone={(user, message) => {
            setInviting(false);
            setNotice({ kind: 'success', text: `${message}: ${user.email}` });
            list.reload();
          }}
        />
      )}
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_12rem]">
        <SearchField look={panelLook} placeholder="Nombre o email" {...bindValue(search, searchFor)} />
        {FILTERS.map(([key, label, options]) => (
          <SelectField key={key} look={panelLook} label={label} options={options} {...bind(key)} />
        ))}
      </div>
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar los usuarios: ${list.error}` }} />}
      {list.loading && !list.data ? (
        <p role="status" className="rounded-2xl border border-slate-200 bg-white p-10 text-center text-muted">
          Cargando usuarios...
        </p>
      ) : !list.data?.length ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-muted">
          No se encontraron usuarios
        </p>
      ) : (
        <UserRows users={list.data} busy={busy} onAction={act} />
      )}
      <Pager page={filter.page} {...list.pager} onPage={(page) => setFilter({ ...filter, page })} />
    </section>
  );
}
