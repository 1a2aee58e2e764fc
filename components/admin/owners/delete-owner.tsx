'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { setFlash } from '@/components/admin/shared/notice';
import { useSubmit } from '@/components/ui/fields/use-submit';
import type { ApiOwnerDetail } from '@/lib/validation/owners';

/** "Eliminar" asks first, and shows the server's reason when it refuses (a current mandate). */
export function DeleteOwner({ owner }: { owner: ApiOwnerDetail }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  // A deleted owner's page is leaving for the list: the button stays busy.
  const { busy, failure: refusal, setFailure: setRefusal, run } = useSubmit({ stayBusy: true });
  const ended = owner.properties.length;

  const remove = () =>
    run(async () => {
      const { message } = await adminFetch(`/api/owners/${owner.id}`, { method: 'DELETE' });
      setFlash({ kind: 'success', text: message ?? 'Propietario eliminado' });
      router.push('/admin/propietarios');
    });

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
