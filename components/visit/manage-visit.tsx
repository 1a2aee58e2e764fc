'use client';

import Link from 'next/link';
import { useState } from 'react';

import { SlotPicker, slotTime } from '@/components/property/slot-picker';
import { FormAlert } from '@/components/ui/fields/status';
import { refuse, useSubmit } from '@/components/ui/fields/use-submit';
import type { PublicVisit } from '@/lib/validation/visits';

const DAY = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Bogota',
});
const button = 'rounded-full px-5 py-2.5 font-semibold disabled:opacity-60';

/** The visitor's own page for one visit: see it, cancel it, or move it to another free slot. */
export function ManageVisit({ token, initial }: { token: string; initial: PublicVisit }) {
  const [visit, setVisit] = useState(initial);
  const [mode, setMode] = useState<'view' | 'move' | 'confirm-cancel'>('view');
  const [start, setStart] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState('');
  const { busy, failure, run } = useSubmit({ unknown: 'Error al conectar con el servidor' });

  const patch = (body: unknown) =>
    run(async () => {
      setDone('');
      const response = await fetch(`/api/visits/${token}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; data?: PublicVisit };
      if (!response.ok || !answer.data) {
        if (response.status === 409) setVersion((v) => v + 1);
        refuse(answer.message ?? 'No se pudo cambiar la visita. Intenta nuevamente.', undefined, response.status);
      }
      setVisit(answer.data);
      setMode('view');
      setStart(null);
      setDone(answer.message ?? 'Listo');
    });

  const cancelled = visit.state === 'cancelled';
  return (
    <div className="space-y-5">
      <p className="text-lg text-ink">
        Hola, {visit.name}. Tu visita a{' '}
        <Link href={`/property/${visit.property.id}`} className="font-semibold text-primary underline">
          {visit.property.title}
        </Link>{' '}
        {cancelled ? 'fue cancelada.' : 'está agendada para el'}
      </p>
      <p
        data-testid="visit-when"
        className={`rounded-xl border px-4 py-3 text-lg font-semibold capitalize ${cancelled ? 'border-slate-200 text-muted line-through' : 'border-primary/30 bg-primary/5 text-ink'}`}
      >
        {DAY.format(new Date(visit.start))}, {slotTime(visit.start)} – {slotTime(visit.end)}
      </p>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : done && <FormAlert tone="success">{done}</FormAlert>}
      {!cancelled && mode === 'view' && (
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => setMode('move')} className={`${button} bg-primary text-white`}>
            Cambiar horario
          </button>
          <button
            type="button"
            onClick={() => setMode('confirm-cancel')}
            className={`${button} border-2 border-red-700 text-red-700`}
          >
            Cancelar visita
          </button>
        </div>
      )}
      {mode === 'confirm-cancel' && (
        <div role="group" aria-label="Confirmar cancelación" className="space-y-3 rounded-xl border border-red-200 p-4">
          <p className="font-medium text-ink">¿Seguro que quieres cancelar la visita?</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => patch({ action: 'cancel' })}
              className={`${button} bg-red-700 text-white`}
            >
              Sí, cancelar la visita
            </button>
            <button type="button" onClick={() => setMode('view')} className={`${button} border border-slate-300`}>
              No, conservarla
            </button>
          </div>
        </div>
      )}
      {mode === 'move' && (
        <div className="space-y-4 rounded-xl border border-slate-200 p-4">
          <SlotPicker
            idPrefix="mover"
            slotsUrl={(day) => `/api/visits/${token}/slots?date=${day}`}
            value={start}
            onChange={setStart}
            version={version}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy || !start}
              onClick={() => patch({ action: 'move', start })}
              className={`${button} bg-primary text-white`}
            >
              Confirmar nuevo horario
            </button>
            <button type="button" onClick={() => setMode('view')} className={`${button} border border-slate-300`}>
              Volver
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
