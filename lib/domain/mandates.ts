// A mandate (contrato de corretaje o consignación) is the owner's authorisation to sell or rent a
// property through the agency: exclusive or not, a commission, a start and an end day.
// docs/owners-and-mandates.md. Pure: no server imports.

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
