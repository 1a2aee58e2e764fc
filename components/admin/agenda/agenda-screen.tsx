'use client';

import { useState } from 'react';

import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { Notice } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { useStaff } from '@/components/admin/users/use-staff';
import { bindValue } from '@/components/ui/fields/bind';
import { SelectField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { addDays, bogotaDay, bogotaInstant, mondayOf } from '@/lib/domain/visits';
import type { AgendaItem } from '@/lib/validation/visits';

import { AgendaVisit } from './agenda-visit';

type View = 'day' | 'week';

const dayName = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Bogota',
});
const label = (day: string) => dayName.format(bogotaInstant(day, '12:00'));
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The visits agenda: a day or a week (Monday to Sunday) of scheduled visits,
 * in Bogotá time. An agent sees their own; an admin picks an agent or sees everyone's.
 */
export function AgendaScreen({ isAdmin, initialDay }: { isAdmin: boolean; initialDay?: string }) {
  const [view, setView] = useState<View>('week');
  const [day, setDay] = useState(() => initialDay ?? bogotaDay(new Date()));
  const [agentId, setAgentId] = useState('');
  const assignees = useStaff({ activeOnly: true, enabled: isAdmin });
  const agentSelect = {
    label: 'Asesor',
    className: 'min-w-48',
    placeholder: 'Todos los asesores',
    options: assignees.map((a) => [a.id, a.name] as const),
  };
  const from = view === 'week' ? mondayOf(day) : day;
  const days = view === 'week' ? 7 : 1;
  const query = new URLSearchParams({ from, days: String(days), ...(agentId ? { agentId } : {}) });
  const visits = useLoad<AgendaItem[]>(`/api/visits?${query}`);
  const range = Array.from({ length: days }, (_, i) => addDays(from, i));
  const step = (sign: 1 | -1) => setDay(addDays(day, sign * days));

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">Agenda</h1>
        <p className="text-sm text-muted">Visitas agendadas desde las páginas de los inmuebles (hora de Bogotá).</p>
      </div>
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div role="group" aria-label="Vista" className="flex gap-2">
          {(['day', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={view === option ? primaryButton : secondaryButton}
            >
              {option === 'day' ? 'Día' : 'Semana'}
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={() => step(-1)} className={secondaryButton}>
            Anterior
          </button>
          <button type="button" onClick={() => setDay(bogotaDay(new Date()))} className={secondaryButton}>
            Hoy
          </button>
          <button type="button" onClick={() => step(1)} className={secondaryButton}>
            Siguiente
          </button>
        </div>
        {isAdmin && <SelectField look={panelLook} {...agentSelect} {...bindValue(agentId, setAgentId)} />}
      </div>
      <h2 className="text-lg font-semibold text-ink" aria-live="polite">
        {view === 'week' ? `Semana del ${label(from)} al ${label(addDays(from, 6))}` : upperFirst(label(day))}
      </h2>
      {visits.error && <Notice notice={{ kind: 'error', text: `Error al cargar la agenda: ${visits.error}` }} />}
      {visits.loading ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
          Cargando agenda...
        </p>
      ) : (
        <div className={view === 'week' ? 'grid gap-3 lg:grid-cols-7' : ''}>
          {range.map((date) => {
            const items = (visits.data ?? []).filter((visit) => bogotaDay(new Date(visit.start)) === date);
            return (
              <section key={date} aria-label={label(date)} data-testid="agenda-day" className="min-w-0">
                {view === 'week' && <h3 className="mb-2 text-sm font-semibold text-ink">{upperFirst(label(date))}</h3>}
                {items.length ? (
                  <ul className="space-y-2">
                    {items.map((visit) => (
                      <AgendaVisit key={visit.leadId} visit={visit} showAgent={isAdmin && !agentId} />
                    ))}
                  </ul>
                ) : (
                  <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-muted">Sin visitas</p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
