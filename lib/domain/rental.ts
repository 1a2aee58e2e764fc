import { normalizeText } from '../text';

// Ley 820 de 2003, artículo 16: a rental of urban housing may not require cash deposits (or other
// real guarantees). The admin form and the API refuse a rental requirement that asks for one.

const DEPOSIT = /(^|[^a-z])depositos?([^a-z]|$)/;
// "Sin depósito", "no se exige depósito": saying there is none is not asking for one.
const NO_DEPOSIT =
  /(^|[^a-z])(sin|ningun|no\s+(se\s+)?(exige|pide|requiere|cobra)n?)\s+(ningun\s+)?depositos?([^a-z]|$)/;

/** Whether a requirement asks for a deposit (depósito, depósito en efectivo...), accents and case aside. */
export function asksForDeposit(requirement: string): boolean {
  const text = normalizeText(requirement);
  return DEPOSIT.test(text) && !NO_DEPOSIT.test(text);
}

export function depositRequirementMessage(requirement: string): string {
  return `La Ley 820 de 2003 (artículo 16) prohíbe exigir depósitos en dinero como garantía del arriendo: quita «${requirement.trim()}» de los requisitos`;
}

/** The Ley 820 rule as documented in the API (a 400 for a request the schema alone accepts). */
export const DEPOSIT_RULE =
  'un requisito de arriendo que pida un depósito (depósito, depósito en efectivo: Ley 820 de 2003, artículo 16)';
