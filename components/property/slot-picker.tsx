'use client';

import { useEffect, useState } from 'react';

import { DateField } from '@/components/ui/fields/field';
import { plainLook } from '@/components/ui/fields/looks';
import { addDays, bogotaDay, VISIT_HORIZON_DAYS } from '@/lib/domain/visits';
import { lazy } from '@/lib/format';

export type ApiSlot = { start: string; end: string };

const TIME = lazy(
  () => new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' }),
);
/** "9:00 a. m." in Bogotá time, whatever the browser's zone. */
export const slotTime = (iso: string) => TIME().format(new Date(iso));

type Loaded = { url: string; slots: ApiSlot[] | null; error: string | null };

/**
 * A day (native date input, today to 60 days ahead) and one of its free slots as radio buttons,
 * fetched from `slotsUrl(day)`; `version` changes to fetch the day again (after a 409).
 */
export function SlotPicker({
  idPrefix,
  slotsUrl,
  value,
  onChange,
  version = 0,
}: {
  idPrefix: string;
  slotsUrl: (day: string) => string;
  value: string | null;
  onChange: (start: string | null) => void;
  version?: number;
}) {
  const today = bogotaDay(new Date());
  const [day, setDay] = useState(() => addDays(today, 1));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const url = day ? `${slotsUrl(day)}#${version}` : null;

  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url.split('#')[0])
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { data?: ApiSlot[]; message?: string };
        if (!live) return;
        if (response.ok) setLoaded({ url, slots: body.data ?? [], error: null });
        else setLoaded({ url, slots: null, error: body.message ?? 'No se pudieron cargar los horarios' });
      })
      .catch(() => live && setLoaded({ url, slots: null, error: 'Error al conectar con el servidor' }));
    return () => {
      live = false;
    };
  }, [url]);

  const current = loaded?.url === url ? loaded : null;
  return (
    <div className="space-y-3">
      <DateField
        look={plainLook}
        id={`${idPrefix}-day`}
        label="Día de la visita"
        value={day}
        min={today}
        max={addDays(today, VISIT_HORIZON_DAYS)}
        onChange={(event) => {
          setDay(event.target.value);
          onChange(null);
        }}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Hora (hora de Bogotá)</legend>
        {!current ? (
          <p role="status" className="mt-1 text-sm text-muted">
            {day ? 'Buscando horarios libres...' : 'Elige un día.'}
          </p>
        ) : current.error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {current.error}
          </p>
        ) : current.slots?.length ? (
          <div className="mt-2 grid grid-cols-3 gap-2">
            {current.slots.map((slot) => (
              <label
                key={slot.start}
                className="relative cursor-pointer rounded-lg border border-slate-300 px-2 py-2 text-center text-sm font-medium text-ink has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
              >
                <input
                  type="radio"
                  name={`${idPrefix}-slot`}
                  value={slot.start}
                  checked={value === slot.start}
                  onChange={() => onChange(slot.start)}
                  className="sr-only"
                />
                {slotTime(slot.start)}
              </label>
            ))}
          </div>
        ) : (
          <p role="status" className="mt-1 text-sm text-muted">
            No hay horarios libres ese día. Prueba con otro.
          </p>
        )}
      </fieldset>
    </div>
  );
}
