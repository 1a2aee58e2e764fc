// The agency's own reference for a property ("IB-0001"): what an agent says on the phone, prints
// on the ficha and types in the admin's search, and what a CSV import matches rows by.

/** Codes the site assigns: the agency's prefix and a number of at least four digits. */
export const CODE_PREFIX = 'IB';
const ASSIGNED = new RegExp(`^${CODE_PREFIX}-(\\d+)$`);

/** Letters, digits and dashes, 1-24 characters, starting and ending with a letter or digit. */
export const PROPERTY_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{0,22}[A-Z0-9])?$/;

export const PROPERTY_CODE_MESSAGES = {
  invalid: 'El código solo admite letras, números y guiones (máximo 24 caracteres), por ejemplo IB-0001',
  taken: 'Ya existe una propiedad con ese código',
} as const;

/** How a typed code is stored: trimmed, upper case, inner spaces as dashes ("ib 12" -> "IB-12"). */
export function normalizePropertyCode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '-');
}

export function formatPropertyCode(n: number): string {
  return `${CODE_PREFIX}-${String(n).padStart(4, '0')}`;
}

/** The number of an assigned-style code ("IB-0042" -> 42), else null (an agency's own scheme). */
export function assignedCodeNumber(code: string | null | undefined): number | null {
  const match = code ? ASSIGNED.exec(code) : null;
  return match ? Number(match[1]) : null;
}

/** The highest assigned-style number among codes (0 when none): the next code follows it. */
export function highestCodeNumber(codes: Iterable<string | null | undefined>): number {
  let max = 0;
  for (const code of codes) max = Math.max(max, assignedCodeNumber(code) ?? 0);
  return max;
}
