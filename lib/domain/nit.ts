// A Colombian NIT (número de identificación tributaria) ends in DIAN's check digit (dígito de
// verificación), computed with módulo 11 over the base number's digits. Pure: no server imports.

/** DIAN's weights, applied from the rightmost digit of the base number leftwards. */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit of a NIT's base number (digits only, at most 15). */
export function nitCheckDigit(base: string): number {
  const digits = base.replace(/\D/g, '');
  if (!digits || digits.length > WEIGHTS.length) throw new RangeError('A NIT base has 1 to 15 digits');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * WEIGHTS[i];
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/**
 * A NIT as written ("900.123.456-7", "900123456-7", "9001234567": without a dash the last digit is
 * the check digit) in its stored form "900123456-7", or null when it is not one or its check digit
 * is wrong.
 */
export function normalizeNit(value: string): string | null {
  const compact = value.replace(/[\s.]/g, '');
  const match = /^(\d{5,15})-?(\d)$/.exec(compact);
  if (!match) return null;
  const [, base, digit] = match;
  return nitCheckDigit(base) === Number(digit) ? `${base}-${digit}` : null;
}
