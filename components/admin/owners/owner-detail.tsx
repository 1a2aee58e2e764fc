'use client';

import Link from 'next/link';
import { useState } from 'react';

import { ActivityEntry } from '@/components/admin/activity/activity-entry';
import { secondaryButton } from '@/components/admin/buttons';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { DOCUMENT_TYPE_LABELS } from '@/lib/domain/owners';
import type { ApiOwnerDetail } from '@/lib/validation/owners';

import { useStaff } from '../users/use-staff';
import { DeleteOwner } from './delete-owner';
import { OwnerForm } from './owner-form';
import { OwnerProperties } from './owner-properties';

/**
 * One owner: their data with the edit form, their properties with each mandate's status, the
 * history from the activity log, the Ley 1581 export and the deletion (refused with the reason
 * while a mandate is current).
 */
export function OwnerDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const owner = useLoad<ApiOwnerDetail>(`/api/owners/${id}`);
  const staff = useStaff({ activeOnly: true, enabled: isAdmin });
  const [notice, setNotice] = useState<NoticeState>(null);
  const data = owner.data;

  return (
    <section className="space-y-5">
      <p>
        <Link href="/admin/propietarios" className="text-sm font-semibold text-primary hover:underline">
          ← Volver a propietarios
        </Link>
      </p>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {owner.error && <Notice notice={{ kind: 'error', text: owner.error }} />}
      {owner.loading && (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
          Cargando propietario...
        </p>
      )}
      {data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-primary">Propietario</p>
              <h1 className="break-words text-2xl font-bold text-ink">{data.name}</h1>
              <p className="text-sm text-muted">
                {DOCUMENT_TYPE_LABELS[data.documentType]} {data.documentNumber} · Asesor: {data.agent.name}
              </p>
            </div>
            <a href={`/api/owners/${data.id}/export`} download className={secondaryButton}>
              Exportar datos (Ley 1581)
            </a>
          </div>
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="min-w-0 space-y-5">
              <OwnerForm
                key={data.updatedAt}
                owner={data}
                staff={isAdmin ? staff : null}
                onSaved={(_saved, message) => {
                  setNotice({ kind: 'success', text: message });
                  owner.reload();
                }}
              />
              <p className="text-xs text-muted">
                Autorización de datos (Ley 1581 de 2012) registrada el{' '}
                {new Intl.DateTimeFormat('es-CO', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'America/Bogota',
                }).format(new Date(data.consent.at))}
              </p>
            </div>
            <div className="min-w-0 space-y-5">
              <OwnerProperties properties={data.properties} />
              <DeleteOwner owner={data} />
            </div>
          </div>
          <History owner={data} />
        </>
      )}
    </section>
  );
}

function History({ owner }: { owner: ApiOwnerDetail }) {
  return (
    <section aria-labelledby="historial" className="rounded-xl border border-slate-200 bg-white">
      <h2 id="historial" className="border-b border-slate-100 p-4 font-semibold text-ink">
        Historial
      </h2>
      {owner.history.length === 0 ? (
        <p className="p-4 text-sm text-muted">Sin cambios registrados.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {owner.history.map((item) => (
            <ActivityEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
