'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Notice, setFlash, type NoticeState } from '@/components/admin/shared/notice';
import { useFlash } from '@/components/admin/shared/use-flash';
import { useLoad } from '@/components/admin/shared/use-load';
import type { ApiDemand } from '@/lib/validation/demands';

import { useStaff } from '../users/use-staff';
import { DemandActions } from './demand-actions';
import { ClientFacts, CriteriaFacts } from './demand-facts';
import { DemandForm } from './demand-form';
import { DemandMatches } from './demand-matches';
import { DemandStatusBadge } from './demand-status-badge';
import { DEMAND_OPERATION_LABELS, typesText } from './labels';

const card = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';

/** One demand: the client and what they look for (with its edit form), status, delete, and its matches. */
export function DemandDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const router = useRouter();
  const demand = useLoad<ApiDemand>(`/api/demands/${id}`);
  const agents = useStaff({ activeOnly: true, enabled: isAdmin });
  const [notice, setNotice] = useState<NoticeState>(null);
  const [editing, setEditing] = useState(false);
  const data = demand.data;

  // The notice the create form left on its way here.
  useFlash(setNotice);

  return (
    <section className="space-y-5">
      <Link href="/admin/demandas" className="inline-block text-sm font-semibold text-primary hover:underline">
        ← Volver a demandas
      </Link>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {demand.error && <Notice notice={{ kind: 'error', text: demand.error }} />}
      {demand.loading && (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
          Cargando demanda...
        </p>
      )}
      {data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-primary">
                {DEMAND_OPERATION_LABELS[data.operation]} · {typesText(data.types)}
              </p>
              <h1 className="text-2xl font-bold text-ink">{data.client.name}</h1>
            </div>
            <DemandStatusBadge status={data.status} large />
          </div>
          {editing ? (
            <DemandForm
              key={data.updatedAt}
              demand={data}
              agents={isAdmin ? agents : null}
              onCancel={() => setEditing(false)}
              onSaved={(_, message) => {
                setNotice({ kind: 'success', text: message });
                setEditing(false);
                demand.reload();
              }}
            />
          ) : (
            <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="min-w-0 space-y-5">
                <div className={card}>
                  <h2 className="font-semibold text-ink">Cliente</h2>
                  <ClientFacts demand={data} />
                </div>
                <div className={card}>
                  <h2 className="font-semibold text-ink">Qué busca</h2>
                  <CriteriaFacts demand={data} />
                </div>
              </div>
              <DemandActions
                key={data.updatedAt}
                demand={data}
                onEdit={() => setEditing(true)}
                onSaved={(next) => {
                  setNotice(next);
                  if (next.kind === 'success') demand.reload();
                }}
                onDeleted={(message) => {
                  setFlash({ kind: 'success', text: message });
                  router.push('/admin/demandas');
                }}
              />
            </div>
          )}
          <DemandMatches demandId={id} />
        </>
      )}
    </section>
  );
}
