const MAX_NAME_LENGTH = 80;

/**
 * The client's file name made safe to echo in a message: no directory parts, no control or
 * format characters (bidi overrides included), only letters, digits, spaces and `._-()`,
 * at most 80 characters. Never used to name a stored file.
 */
export function safeFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (!cleaned) return 'sin nombre';
  return cleaned.length > MAX_NAME_LENGTH ? `${cleaned.slice(0, MAX_NAME_LENGTH - 1)}…` : cleaned;
}
