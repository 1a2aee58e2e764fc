'use client';

import { SelectField, TextField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import type { SiteSettings } from '@/lib/domain/settings';
import { VISIT_SLOT_MINUTES, WEEKDAY_LABELS, type Weekday } from '@/lib/domain/visits';

type General = SiteSettings['general'];
const ORDER: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * Settings > General's structured office hours (per weekday, empty = closed) and the length of
 * a visit: the slots property pages offer for visits.
 */
export function OfficeHoursFields({ value, onChange }: { value: General; onChange: (value: General) => void }) {
  const setDay = (day: Weekday, key: 'open' | 'close', time: string) =>
    onChange({ ...value, officeHours: { ...value.officeHours, [day]: { ...value.officeHours[day], [key]: time } } });
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Horario de visitas</legend>
      <p className="text-sm text-muted">
        Los visitantes agendan visitas en estos horarios (hora de Bogotá). Deja las dos horas vacías los días sin
        atención.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {ORDER.map((day) => (
          <div key={day} role="group" aria-label={WEEKDAY_LABELS[day]} className="rounded-lg bg-surface p-3">
            <p className="text-sm font-semibold text-ink">{WEEKDAY_LABELS[day]}</p>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {(['open', 'close'] as const).map((key) => (
                <TextField
                  key={key}
                  look={panelLook}
                  label={key === 'open' ? 'Abre' : 'Cierra'}
                  type="time"
                  step={900}
                  value={value.officeHours[day][key]}
                  onChange={(e) => setDay(day, key, e.target.value)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      <SelectField
        look={panelLook}
        label="Duración de cada visita"
        className="mt-3 max-w-xs"
        value={value.visitSlotMinutes}
        onChange={(e) => onChange({ ...value, visitSlotMinutes: Number(e.target.value) })}
        options={VISIT_SLOT_MINUTES.map((minutes) => [minutes, `${minutes} minutos`])}
      />
    </fieldset>
  );
}
