import type { z } from 'zod';

// zod's own messages ("Invalid input", "Too small: expected string to have >=1 characters") are
// English, and any schema that does not give its own message falls back to them: a union whose
// options all fail, an object sent as a number, a field a schema forgot to word. Every message a
// client can meet is Spanish (docs/api.md#answers-and-errors), so this map words each kind of
// failure in Spanish; the schemas' own messages still win (zod asks this map last).

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'true o false',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  null: 'null',
  undefined: 'ausente',
  nan: 'NaN',
};

function received(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'una lista';
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : 'un número';
  return TYPE_NAMES[typeof input] ?? typeof input;
}

const UNITS: Record<string, string> = { string: 'caracteres', array: 'elementos', set: 'elementos', file: 'bytes' };

function size(issue: { origin?: string; inclusive?: boolean }, bound: 'min' | 'max', value: unknown): string {
  const unit = issue.origin ? UNITS[issue.origin] : undefined;
  const exact = issue.inclusive === false;
  if (unit) return `Debe tener ${bound === 'min' ? 'como mínimo' : 'como máximo'} ${value} ${unit}`;
  if (exact) return `Debe ser ${bound === 'min' ? 'mayor' : 'menor'} que ${value}`;
  return `Debe ser ${bound === 'min' ? 'como mínimo' : 'como máximo'} ${value}`;
}

const FORMATS: Record<string, string> = {
  email: 'Email no válido',
  url: 'URL no válida',
  date: 'Fecha no válida: debe tener el formato AAAA-MM-DD',
  datetime: 'Fecha y hora no válidas: deben ser ISO 8601',
  time: 'Hora no válida',
  uuid: 'Identificador no válido',
};

type Finalized = { code: string; path: PropertyKey[]; message: string };

/**
 * A union none of whose options matched (`'' | URL`, `texto | null`): the message of the option
 * the value came closest to (one that failed inside, not on the value's kind), or else the first
 * option's, which is the one the field is about ("El teléfono debe ser texto").
 */
function unionMessage(options: readonly (readonly Finalized[])[] | undefined): string {
  const wrongKind = (issues: readonly Finalized[]) =>
    issues[0]?.path.length === 0 && ['invalid_type', 'invalid_value'].includes(issues[0].code);
  const closest = options?.find((issues) => issues.length > 0 && !wrongKind(issues)) ?? options?.[0];
  return closest?.[0]?.message ?? 'Valor no válido';
}

/** The Spanish message of a zod issue no schema worded (exported for its unit test). */
export function spanishZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Este campo es obligatorio';
      return `Valor no válido: se esperaba ${TYPE_NAMES[issue.expected] ?? issue.expected} y llegó ${received(issue.input)}`;
    case 'invalid_union':
      return unionMessage('errors' in issue ? issue.errors : undefined);
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valor no válido: se esperaba ${JSON.stringify(issue.values[0])}`
        : `Valor no válido: debe ser uno de ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return size(issue, 'min', issue.minimum);
    case 'too_big':
      return size(issue, 'max', issue.maximum);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato no válido';
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Campo${issue.keys.length > 1 ? 's' : ''} no reconocido${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return 'Valor no válido';
  }
}

/**
 * Makes the Spanish map zod's fallback in this process. zod keeps its settings on globalThis, so
 * every bundle of it sees them; an explicit setting wins over its English default in any order.
 */
export function installSpanishZodMessages(): void {
  const config = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {});
  config.localeError = spanishZodMessage;
}
