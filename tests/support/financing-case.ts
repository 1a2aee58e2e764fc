/**
 * The simulator's reference case, worked by hand in tests/unit/financing.test.ts: 300.000.000 with
 * 30 % down at 12 % EA over 20 years (Settings' default closing costs and opción de compra).
 */
export const CREDIT_CASE = {
  input: { price: 300_000_000, downPayment: 90_000_000, years: 20, rate: 12, product: 'credito' as const },
  figures: {
    loan: 210_000_000,
    monthlyPayment: 2_223_109,
    totalPaid: 533_546_169,
    totalInterest: 323_546_169,
    minIncome: 7_410_363,
    closingCosts: { notary: 900_000, registry: 1_500_000, beneficencia: 3_000_000, total: 5_400_000 },
    months: 240,
  },
};

/** The same as a leasing habitacional with a 10 % opción de compra. */
export const LEASING_CASE = {
  input: { ...CREDIT_CASE.input, product: 'leasing' as const },
  figures: {
    loan: 210_000_000,
    monthlyPayment: 2_190_186,
    buyOption: 30_000_000,
    totalPaid: 555_644_597,
    totalInterest: 345_644_597,
    closingCosts: { notary: 0, registry: 0, beneficencia: 0, total: 0 },
  },
};
