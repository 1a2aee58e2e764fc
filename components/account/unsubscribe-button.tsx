'use client';

import Link from 'next/link';
import { useState } from 'react';

import { sendOrRefuse } from '@/components/auth/post-json';
import { FormAlert } from '@/components/ui/fields/status';
import { useSubmit } from '@/components/ui/fields/use-submit';

export function UnsubscribeButton({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run } = useSubmit({});
  if (done !== null)
    return (
      <div className="mt-6 space-y-4">
        <FormAlert tone="success">{done}</FormAlert>
        <p className="text-muted">
          Tus búsquedas siguen guardadas. Puedes volver a activar las alertas en{' '}
          <Link href="/cuenta" className="font-semibold text-primary hover:underline">
            Mi cuenta
          </Link>
          .
        </p>
      </div>
    );
  return (
    <div className="mt-6 space-y-4">
      <p className="text-ink">
        Dejarás de recibir los correos de alertas de las búsquedas de ese mensaje y retiraremos tu autorización para
        enviarlos (Ley 2300 de 2023).
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const answer = await sendOrRefuse(
              'POST',
              '/api/alerts/unsubscribe',
              { token },
              'No se pudo completar la baja',
            );
            setDone(answer.message);
          })
        }
        className="rounded-xl bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {busy ? 'Procesando...' : 'Dejar de recibir alertas'}
      </button>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
    </div>
  );
}
