import type { LeadStatus } from '@/lib/domain/leads';

export { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '@/lib/domain/leads';

export const LEAD_STATUS_BADGE: Record<LeadStatus, string> = {
  nueva: 'bg-blue-100 text-blue-900',
  contactada: 'bg-sky-100 text-sky-900',
  visita_agendada: 'bg-violet-100 text-violet-900',
  negociacion: 'bg-amber-100 text-amber-900',
  ganada: 'bg-green-100 text-green-900',
  descartada: 'bg-slate-200 text-slate-800',
};

const dateTime = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** "5 de nov de 2026, 9:30 a. m." in Bogotá time. */
export function formatDateTime(value: string): string {
  return dateTime.format(new Date(value));
}

/** "45 min", "3 h 10 min", "2 d 4 h". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return `${days} d${hours ? ` ${hours} h` : ''}`;
}
