'use client';

import { useState } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { inputClass, labelClass } from '@/components/admin/news/fields';
import { Notice, type NoticeState } from '@/components/admin/news/notice';
import { useLoad } from '@/components/admin/news/use-load';
import { Pager } from '@/components/ui/pager';
import type { LeadStatus } from '@/lib/domain/leads';
import type { ApiLead } from '@/lib/validation/leads';

import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './labels';
import { LeadCard } from './lead-card';

const LIMIT = 20;

/** The inbox of stored leads (DESIGN.md §5): filters by kind and status, server-side pages. */
export function LeadsInbox() {
  const [filter, setFilter] = useState({ kind: '', status: '', page: 1 });
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const params = new URLSearchParams({ page: String(filter.page), limit: String(LIMIT) });
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  const list = useLoad<ApiLead[]>(`/api/leads?${params}`);

  async function mark(lead: ApiLead, status: LeadStatus) {
    setBusy(lead.id);
    try {
      const { message } = await adminFetch(`/api/leads/${lead.id}`, { method: 'PATCH', json: { status } });
      setNotice({
        kind: 'success',
        text: `${message ?? 'Solicitud actualizada'}: ${lead.name} quedó como ${LEAD_STATUS_LABELS[status]}`,
      });
      list.reload();
    } catch (error) {
      setNotice({
        kind: 'error',
        text: `Error al actualizar la solicitud: ${error instanceof AdminApiError ? error.message : 'Error desconocido'}`,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">Solicitudes</h1>
        <p className="text-sm text-muted">Mensajes de contacto, consultas de inmuebles y solicitudes de planes.</p>
      </div>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar las solicitudes: ${list.error}` }} />}
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:max-w-2xl">
        <label className={labelClass}>
          Tipo
          <select
            value={filter.kind}
            onChange={(e) => setFilter({ ...filter, kind: e.target.value, page: 1 })}
            className={inputClass}
          >
            <option value="">Todos</option>
            {Object.entries(LEAD_KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Estado
          <select
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value, page: 1 })}
            className={inputClass}
          >
            <option value="">Todos</option>
            {Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
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
        <ul className="space-y-3">
          {list.data.map((lead) => (
            <LeadCard key={lead.id} lead={lead} busy={busy === lead.id} onStatus={mark} />
          ))}
        </ul>
      )}
      <Pager
        page={filter.page}
        pages={list.pagination?.pages ?? 1}
        total={list.pagination?.total ?? 0}
        onPage={(page) => setFilter({ ...filter, page })}
      />
    </section>
  );
}
