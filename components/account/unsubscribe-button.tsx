'use client';

import Link from 'next/link';
import { useState } from 'react';

import { sendJson } from '@/components/auth/post-json';
import { FormAlert } from '@/components/ui/fields/status';

export function UnsubscribeButton({ token }: { token: string }) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (answer?.ok)
    return (
      <div className="mt-6 space-y-4">
        <FormAlert tone="success">{answer.message}</FormAlert>
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
        onClick={async () => {
          setBusy(true);
          setAnswer(await sendJson('POST', '/api/alerts/unsubscribe', { token }, 'No se pudo completar la baja'));
          setBusy(false);
        }}
        className="rounded-xl bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {busy ? 'Procesando...' : 'Dejar de recibir alertas'}
      </button>
      {answer && <FormAlert tone="error">{answer.message}</FormAlert>}
    </div>
  );
}
