'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { ActivityEntry } from '@/components/admin/activity/activity-entry';
import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { Notice, setFlash, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { MANDATE_STATUS_LABELS, type MandateStatus } from '@/lib/domain/mandates';
import { DOCUMENT_TYPE_LABELS } from '@/lib/domain/owners';
import type { ApiOwnerDetail, ApiOwnerProperty } from '@/lib/validation/owners';

import { useStaff } from '../users/use-staff';
import { OwnerForm } from './owner-form';

const STATUS_STYLES: Record<MandateStatus, string> = {
  vigente: 'bg-emerald-100 text-emerald-900',
  por_vencer: 'bg-amber-100 text-amber-900',
  vencido: 'bg-rose-100 text-rose-900',
  terminado: 'bg-slate-200 text-slate-800',
};

const day = (value: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

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
              <Properties properties={data.properties} />
              <DeleteOwner owner={data} />
            </div>
          </div>
          <History owner={data} />
        </>
      )}
    </section>
  );
}

function Properties({ properties }: { properties: ApiOwnerProperty[] }) {
  return (
    <section aria-labelledby="propiedades-mandatos" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="propiedades-mandatos" className="font-semibold text-ink">
        Propiedades y mandatos
      </h2>
      {properties.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          Aún no tiene inmuebles: el mandato se registra en la página de edición de cada propiedad.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {properties.map((property) => (
            <li key={property.id} data-testid="owner-property" className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  href={`/admin/properties/edit/${property.id}`}
                  className="min-w-0 break-words font-semibold text-primary hover:underline"
                >
                  {property.title}
                </Link>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[property.mandate.status]}`}
                >
                  {MANDATE_STATUS_LABELS[property.mandate.status]}
                </span>
              </div>
              <p className="mt-1 text-xs text-muted">
                {property.mandate.exclusive ? 'Exclusivo' : 'No exclusivo'} · Comisión{' '}
                {property.mandate.commissionPercent.toLocaleString('es-CO')} % · {day(property.mandate.startDate)} a{' '}
                {day(property.mandate.endDate)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Eliminar" asks first, and shows the server's reason when it refuses (a current mandate). */
function DeleteOwner({ owner }: { owner: ApiOwnerDetail }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const ended = owner.properties.length;

  async function remove() {
    setBusy(true);
    setRefusal('');
    try {
      const { message } = await adminFetch(`/api/owners/${owner.id}`, { method: 'DELETE' });
      setFlash({ kind: 'success', text: message ?? 'Propietario eliminado' });
      router.push('/admin/propietarios');
    } catch (error) {
      setRefusal(error instanceof AdminApiError ? error.message : 'Error desconocido');
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="eliminar-propietario" className="rounded-xl border border-rose-200 bg-white p-4 sm:p-5">
      <h2 id="eliminar-propietario" className="font-semibold text-ink">
        Eliminar propietario
      </h2>
      <p className="mt-1 text-sm text-muted">
        Borra sus datos personales (supresión, Ley 1581 de 2012). No es posible mientras tenga un mandato vigente.
      </p>
      {!asking ? (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="mt-3 rounded-lg border border-rose-300 px-4 py-2.5 text-sm font-semibold text-rose-800 hover:bg-rose-50"
        >
          Eliminar
        </button>
      ) : (
        <div role="group" aria-label="Confirmar eliminación" className="mt-3 space-y-3 rounded-lg bg-rose-50 p-3">
          <p className="text-sm text-rose-950">
            ¿Eliminar a <strong>{owner.name}</strong>?
            {ended > 0 &&
              ` También se borrarán ${ended === 1 ? 'su mandato y su contrato' : `sus ${ended} mandatos y sus contratos`}.`}{' '}
            Esta acción no se puede deshacer.
          </p>
          {refusal && (
            <p
              role="alert"
              className="rounded-lg border border-rose-300 bg-white px-3 py-2 text-sm font-medium text-rose-900"
            >
              {refusal}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove()}
              className="rounded-lg bg-rose-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
            >
              {busy ? 'Eliminando...' : 'Sí, eliminar'}
            </button>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                setRefusal('');
              }}
              className={secondaryButton}
            >
              Cancelar
            </button>
          </div>
        </div>
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
