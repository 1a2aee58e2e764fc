// How a lease reads on its screens: statuses and their colours, guarantees, payment methods,
// channels, days and money. Pure.
import type { ChargeStatus, ContactChannel, GuaranteeType, LeaseStatus } from '@/lib/domain/rentals/types';
import { formatPrice } from '@/lib/format';

export const LEASE_STATUS_LABELS: Record<LeaseStatus, string> = {
  vigente: 'Vigente',
  por_vencer: 'Por vencer',
  terminado: 'Terminado',
};

export const LEASE_STATUS_BADGE: Record<LeaseStatus, string> = {
  vigente: 'bg-emerald-100 text-emerald-900',
  por_vencer: 'bg-amber-100 text-amber-900',
  terminado: 'bg-slate-200 text-slate-800',
};

export { CHARGE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/domain/rentals/ledger-messages';

export const CHARGE_STATUS_BADGE: Record<ChargeStatus, string> = {
  pagado: 'bg-emerald-100 text-emerald-900',
  pendiente: 'bg-sky-100 text-sky-900',
  vencido: 'bg-rose-100 text-rose-900',
  saldado_al_registrar: 'bg-slate-200 text-slate-800',
};

export const GUARANTEE_LABELS: Record<GuaranteeType, string> = {
  codeudor: 'Codeudor',
  afianzadora: 'Afianzadora',
  ninguna: 'Sin garantía',
};

export const CHANNEL_LABELS: Record<ContactChannel, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  llamada: 'Llamada',
};

/** A Bogotá day `AAAA-MM-DD` as "5 nov 2026"; '—' for none. */
export function dayText(value: string | null | undefined): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${value}T00:00:00Z`))
    .replace(/\./g, '');
}

/** A period's month: "Noviembre de 2026". */
export function periodText(period: string): string {
  const text = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}T00:00:00Z`),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Pesos, 0 included ("$ 0"), a negative amount with a minus sign ("− $ 50.000": a deduction, a credit). */
export function pesos(value: number): string {
  if (value === 0) return '$\u00a00';
  return value < 0 ? `− ${formatPrice(-value)}` : formatPrice(value);
}

/** The balance as a sentence-part: "$ 1.250.000", or "A favor $ 50.000" when the tenant is in credit. */
export function balanceText(balance: number): string {
  return balance < 0 ? `A favor ${formatPrice(-balance)}` : pesos(balance);
}
