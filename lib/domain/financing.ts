import { formatNumber, formatPercent } from '../format';

// The financing simulator (docs/architecture.md#money): one pure function shared by /simulador, the
// property page and GET /api/simulator. Every figure is an estimate; the defaults live in
// Settings > Financiación. No server imports.

export const FINANCING_PRODUCTS = ['credito', 'leasing'] as const;
export type FinancingProduct = (typeof FINANCING_PRODUCTS)[number];

export const FINANCING_PRODUCT_LABELS: Record<FinancingProduct, string> = {
  credito: 'Crédito hipotecario en pesos (cuota fija)',
  leasing: 'Leasing habitacional',
};

/** Plazo limits (years) of the simulator, the API and the settings. */
export const FINANCING_YEARS = { min: 5, max: 30 } as const;
/** The cuota may take at most this share of the household's monthly income. */
export const MAX_INCOME_SHARE = 0.3;

/** Settings > Financiación: percentages as numbers of percent (12 means 12 %), money in COP. */
export interface FinancingDefaults {
  /** Tasa efectiva anual, percent. */
  rate: number;
  years: number;
  /** Minimum cuota inicial, percent of the price, for VIS (price up to visPriceCap) and the rest. */
  minDownPaymentVis: number;
  minDownPaymentNonVis: number;
  /** Tope de vivienda de interés social, COP (135 SMMLV). */
  visPriceCap: number;
  /** Closing costs the buyer pays at purchase, percent of the price. */
  notaryPercent: number;
  registryPercent: number;
  beneficenciaPercent: number;
  /** Leasing: the opción de compra paid with the last canon, percent of the price. */
  leasingOptionPercent: number;
}

export interface FinancingInput {
  price: number;
  downPayment: number;
  years: number;
  /** Tasa efectiva anual, percent. */
  rate: number;
  product: FinancingProduct;
}

export interface ClosingCosts {
  notary: number;
  registry: number;
  beneficencia: number;
  total: number;
}

export interface FinancingResult {
  /** Monto financiado: price minus cuota inicial. */
  loan: number;
  /** Cuota (or canon, for leasing) of every month. */
  monthlyPayment: number;
  /** Every monthly payment plus, for leasing, the opción de compra. */
  totalPaid: number;
  totalInterest: number;
  /** Monthly income for the cuota to stay within MAX_INCOME_SHARE of it. */
  minIncome: number;
  closingCosts: ClosingCosts;
  /** Leasing's opción de compra (0 for a credit). */
  buyOption: number;
  months: number;
  /** Tasa mes vencido, as a fraction. */
  monthlyRate: number;
  input: FinancingInput;
}

/** Monthly rate equivalent to an annual effective rate (fractions): (1 + EA)^(1/12) − 1. */
export function monthlyRateOf(annualEffective: number): number {
  return (1 + annualEffective) ** (1 / 12) - 1;
}

/**
 * The constant payment of a French amortisation of `principal` over `months` at `rate` a month,
 * leaving `balloon` to be paid with the last one: (P − B·(1+i)^−n) · i / (1 − (1+i)^−n).
 */
export function frenchPayment(principal: number, rate: number, months: number, balloon = 0): number {
  if (rate === 0) return (principal - balloon) / months;
  const discount = (1 + rate) ** -months;
  return ((principal - balloon * discount) * rate) / (1 - discount);
}

/** Whether a price is vivienda de interés social, and the minimum cuota inicial it needs. */
export function minDownPayment(price: number, defaults: FinancingDefaults) {
  const vis = price <= defaults.visPriceCap;
  const percent = vis ? defaults.minDownPaymentVis : defaults.minDownPaymentNonVis;
  return { vis, percent, amount: Math.ceil((price * percent) / 100) };
}

/**
 * Leasing habitacional: the entity buys the home in its own name, so notaría, registro and
 * beneficencia are not paid at the start (they come when the opción de compra transfers it).
 */
export function closingCostsOf(price: number, product: FinancingProduct, d: FinancingDefaults): ClosingCosts {
  if (product === 'leasing') return { notary: 0, registry: 0, beneficencia: 0, total: 0 };
  const notary = Math.round((price * d.notaryPercent) / 100);
  const registry = Math.round((price * d.registryPercent) / 100);
  const beneficencia = Math.round((price * d.beneficenciaPercent) / 100);
  return { notary, registry, beneficencia, total: notary + registry + beneficencia };
}

/** The simulation of an input that passed financingIssues; money rounded to whole pesos. */
export function simulateFinancing(input: FinancingInput, defaults: FinancingDefaults): FinancingResult {
  const loan = input.price - input.downPayment;
  const months = input.years * 12;
  const monthlyRate = monthlyRateOf(input.rate / 100);
  const option = input.product === 'leasing' ? Math.min(loan, (input.price * defaults.leasingOptionPercent) / 100) : 0;
  const payment = loan > 0 ? frenchPayment(loan, monthlyRate, months, option) : 0;
  const totalPaid = Math.round(payment * months + option);
  return {
    loan,
    monthlyPayment: Math.round(payment),
    totalPaid,
    totalInterest: totalPaid - loan,
    minIncome: Math.round(payment / MAX_INCOME_SHARE),
    closingCosts: closingCostsOf(input.price, input.product, defaults),
    buyOption: Math.round(option),
    months,
    monthlyRate,
    input,
  };
}

/** The inputs a visitor left out, from the defaults: the minimum cuota inicial, plazo, rate, crédito. */
export function withFinancingDefaults(
  input: Partial<FinancingInput> & Pick<FinancingInput, 'price'>,
  defaults: FinancingDefaults,
): FinancingInput {
  return {
    price: input.price,
    downPayment: input.downPayment ?? minDownPayment(input.price, defaults).amount,
    years: input.years ?? defaults.years,
    rate: input.rate ?? defaults.rate,
    product: input.product ?? 'credito',
  };
}

export interface FinancingIssue {
  path: 'downPayment';
  message: string;
}

/**
 * The rules a well-formed input may still break (a 400 from the API, a message in the form): the
 * cuota inicial below the minimum for VIS or non-VIS, or not below the price.
 */
export function financingIssues(
  input: Pick<FinancingInput, 'price' | 'downPayment'>,
  defaults: FinancingDefaults,
): FinancingIssue[] {
  if (input.downPayment >= input.price)
    return [{ path: 'downPayment', message: 'La cuota inicial debe ser menor que el precio' }];
  const min = minDownPayment(input.price, defaults);
  if (input.downPayment < min.amount) {
    const kind = min.vis ? 'vivienda de interés social (VIS)' : 'vivienda no VIS';
    return [
      {
        path: 'downPayment',
        message: `La cuota inicial mínima para ${kind} es el ${formatPercent(min.percent)} del precio: $ ${formatNumber(min.amount)}`,
      },
    ];
  }
  return [];
}
