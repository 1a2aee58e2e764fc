'use client';

import { useState } from 'react';

import { FormAlert } from '@/components/ui/fields/status';

import { SECONDARY } from './section';
import { useLeavingAction } from './use-leaving-action';

/** Ley 1581 de 2012, art. 8: to know what is held (JSON download) and to have it deleted. */
export function DataRights() {
  const [confirming, setConfirming] = useState(false);
  const { error, busy, run, leave } = useLeavingAction(
    'DELETE',
    '/api/me',
    'No se pudo eliminar la cuenta',
    '/?cuenta=eliminada',
  );
  const remove = () => run();

  return (
    <div className="space-y-4 text-ink">
      <p>
        Según la Ley 1581 de 2012 puedes conocer, actualizar y suprimir tus datos personales. Descarga una copia de todo
        lo que guardamos sobre ti: tu cuenta, tus consentimientos con sus fechas, búsquedas, favoritos, alertas enviadas
        y las solicitudes que nos enviaste.
      </p>
      <a href="/api/me/export" download className={SECONDARY}>
        Descargar mis datos (JSON)
      </a>
      <div className="rounded-xl border border-red-200 bg-red-50 p-4">
        <h3 className="font-semibold text-red-800">Eliminar mi cuenta</h3>
        <p className="mt-1 text-sm text-red-900">
          Se eliminan tu cuenta, tus búsquedas guardadas, tus favoritos y tus alertas. Las solicitudes que enviaste a la
          inmobiliaria (mensajes, consultas, visitas) se conservan como registros de la agencia, que responde por ellas
          según la Ley 1581 de 2012; puedes pedir su supresión escribiéndonos.
        </p>
        {!confirming ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="mt-3 rounded-xl border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-100"
          >
            Eliminar mi cuenta
          </button>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3" role="group" aria-label="Confirmar eliminación">
            <p className="w-full font-medium text-red-900">¿Seguro? Esta acción no se puede deshacer.</p>
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className="rounded-xl bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {busy ? 'Eliminando...' : 'Sí, eliminar definitivamente'}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={SECONDARY}>
              Cancelar
            </button>
          </div>
        )}
        {error && (
          <div className="mt-3">
            <FormAlert tone="error">{error}</FormAlert>
          </div>
        )}
      </div>
      <button type="button" onClick={() => leave('/')} className={SECONDARY}>
        Cerrar sesión
      </button>
    </div>
  );
}
