// A mandate (contrato de corretaje o consignación) is the owner's authorisation to sell or rent a
// property through the agency: exclusive or not, a commission, a start and an end day.
// docs/mandates.md. Pure: no server imports.

import { addDays } from './visits';

export const MANDATE_STATUSES = ['vigente', 'por_vencer', 'vencido', 'terminado'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** "Por vencer": the end is at most this many days away (the dashboard card and the first reminder). */
export const MANDATE_ENDING_DAYS = 30;

export const MANDATE_STATUS_LABELS: Record<MandateStatus, string> = {
  vigente: 'Vigente',
  por_vencer: 'Por vencer',
  vencido: 'Vencido',
  terminado: 'Terminado',
};

export interface MandateDates {
  /** Bogotá days, AAAA-MM-DD, both included. */
  startDate: string;
  endDate: string;
  /** Set when staff ended it by hand before its end. */
  endedAt?: Date | string | null;
}

/** Whole days from `from` to `to` (Bogotá days, AAAA-MM-DD): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The status on Bogotá day `today`: terminado when ended by hand; vencido after its end day;
 * por_vencer when the end day is at most MANDATE_ENDING_DAYS away (the end day itself included);
 * vigente otherwise, also before its start day (signed, not yet running).
 */
export function mandateStatus(mandate: MandateDates, today: string): MandateStatus {
  if (mandate.endedAt) return 'terminado';
  const left = daysBetween(today, mandate.endDate);
  if (left < 0) return 'vencido';
  return left <= MANDATE_ENDING_DAYS ? 'por_vencer' : 'vigente';
}

/** A mandate that still binds: vigente or por_vencer. */
export function isCurrentMandate(mandate: MandateDates, today: string): boolean {
  const status = mandateStatus(mandate, today);
  return status === 'vigente' || status === 'por_vencer';
}

/** The last end day of the mandates that are por_vencer on `today` (the dashboard card's range is today..this). */
export const endingWindowEnd = (today: string) => addDays(today, MANDATE_ENDING_DAYS);

/** What a user can meet about mandates (asserted by tests/integration/mandates-api.test.ts). */
export const MANDATE_MESSAGES = {
  notFound: 'Esta propiedad no tiene mandato',
  saved: 'Mandato guardado exitosamente',
  ended: 'Mandato terminado',
  alreadyEnded: 'El mandato ya estaba terminado',
  ownerMissing: 'El propietario no existe',
  ownerRequired: 'Selecciona el propietario',
  endBeforeStart: 'La fecha de fin debe ser posterior a la de inicio',
  startDate: 'La fecha de inicio debe tener el formato AAAA-MM-DD',
  endDate: 'La fecha de fin debe tener el formato AAAA-MM-DD',
  startDay: 'La fecha de inicio no es un día válido',
  endDay: 'La fecha de fin no es un día válido',
  commission: 'La comisión debe ser un porcentaje mayor que 0 y como máximo 100',
  exclusive: 'Indica si el mandato es exclusivo (verdadero o falso)',
  registerFirst: 'Registra primero el mandato',
  documentMissing: 'Este mandato no tiene contrato cargado',
  documentSaved: 'Contrato cargado exitosamente',
} as const;

/**
 * Settings > Seguridad `requireMandateToPublish`: a property enters a public status only with a
 * current mandate (the write answers 409 and changes nothing).
 */
export const MANDATE_REQUIRED_TO_PUBLISH = 'No se puede publicar: la propiedad no tiene un mandato vigente';

/** The signed contract: a PDF of at most this many bytes. */
export const MANDATE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field the contract is sent in. */
export const MANDATE_DOCUMENT_FIELD = 'file';

/** The label of a property's mandate in the panel's lists ("Sin mandato" when it has none). */
export const mandateStatusLabel = (status: MandateStatus | null | undefined) =>
  status ? MANDATE_STATUS_LABELS[status] : 'Sin mandato';

/** The reminders sent before a mandate's end, keyed by days before it (models/mandate.ts `reminders`). */
export const MANDATE_REMINDER_DAYS = ['30', '7'] as const;
export type MandateReminder = (typeof MANDATE_REMINDER_DAYS)[number];

/**
 * The reminder a mandate is owed on Bogotá day `today`, or null: the 7-day one once the end is at
 * most 7 days away, the 30-day one while it is 8 to 30 days away (also when a pass was missed:
 * a runner down for a week still sends it late, never skips it). An ended (by hand) or expired
 * mandate gets none, and each is sent once (`sent` holds those already claimed).
 */
export function dueReminder(
  mandate: MandateDates,
  today: string,
  sent: Partial<Record<MandateReminder, unknown>> | null | undefined,
): MandateReminder | null {
  if (mandate.endedAt) return null;
  const left = daysBetween(today, mandate.endDate);
  if (left < 0) return null;
  if (left <= 7) return sent?.['7'] ? null : '7';
  if (left <= MANDATE_ENDING_DAYS) return sent?.['30'] ? null : '30';
  return null;
}
