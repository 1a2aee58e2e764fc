// Settings > Arriendos: the late-interest rate is checked against the usury rate on save. Interest
// above the usury rate certified by the Superintendencia Financiera is forbidden (Código de
// Comercio art. 884; charging it is a crime, Código Penal art. 305), so a late rate needs a
// recorded usury rate to be compared with. Pure.

import { formatPercent } from '../../format';
import type { RentalSettings } from './types';

export const RATE_MESSAGES = {
  usuryRequired:
    'Registra la tasa de usura vigente certificada por la Superintendencia Financiera antes de fijar la tasa de mora: la mora nunca puede superarla (Código de Comercio, artículo 884)',
  aboveUsury: (late: number, usury: number) =>
    `La tasa de mora (${formatPercent(late)} efectivo anual) no puede superar la tasa de usura (${formatPercent(usury)} efectivo anual): Código de Comercio, artículo 884; Código Penal, artículo 305`,
} as const;

export type RateRefusal = { code: 'usury_rate_required' | 'late_rate_above_usury'; message: string };

/** Why these rates cannot be saved together, or null when they can. Without a late rate, anything goes. */
export function rateRefusal({ lateInterestRate, usuryRate }: Pick<RentalSettings, 'lateInterestRate' | 'usuryRate'>) {
  if (lateInterestRate === null) return null;
  if (usuryRate === null) return { code: 'usury_rate_required', message: RATE_MESSAGES.usuryRequired } as RateRefusal;
  if (lateInterestRate > usuryRate)
    return {
      code: 'late_rate_above_usury',
      message: RATE_MESSAGES.aboveUsury(lateInterestRate, usuryRate),
    } as RateRefusal;
  return null;
}

/** The save rules of Settings > Arriendos, for the OpenAPI document (x-rules). */
export const RATE_RULES = [
  `rentals.lateInterestRate sin rentals.usuryRate registrada ('${RATE_MESSAGES.usuryRequired}')`,
  'rentals.lateInterestRate mayor que rentals.usuryRate (Código de Comercio, artículo 884)',
] as const;
export const RATE_CODES = ['usury_rate_required', 'late_rate_above_usury'] as const;
