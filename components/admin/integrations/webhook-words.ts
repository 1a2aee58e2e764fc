// How the webhook screens word an attempt and a time. Pure.

const when = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'America/Bogota' });

/** "28 nov 2026, 9:04:05 p. m." in Bogotá time. */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}

/** An attempt's outcome: "HTTP 204", or the connection's error. */
export function attemptResult(attempt: { statusCode: number | null; error: string | null }): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? 'sin respuesta';
}
