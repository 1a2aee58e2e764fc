// The outbox's vocabulary and its pure rules (lib/services/outbox, docs/outbox.md).

export const OUTBOX_KINDS = ['mail', 'webhook'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_STATUSES = ['pending', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

const MINUTE = 60_000;

/**
 * The mail's waits before attempts 2, 3, ...: 1, 2, 5, 10 and 15 minutes, then every 15 minutes
 * until about two days have passed since the first attempt, so an SMTP outage of hours delays
 * e-mails and loses none.
 */
export const MAIL_SCHEDULE: readonly number[] = (() => {
  const waits = [1, 2, 5, 10, 15].map((m) => m * MINUTE);
  let total = waits.reduce((sum, wait) => sum + wait, 0);
  while (total + 15 * MINUTE <= 2 * 24 * 60 * MINUTE) {
    waits.push(15 * MINUTE);
    total += 15 * MINUTE;
  }
  return waits;
})();

/** How long a claim holds a message before another worker may take it again (scaled like the waits). */
export const OUTBOX_LEASE_MS = 2 * MINUTE;

/**
 * What happens after attempt number `attempts` (1 = the first) failed: the wait before the next
 * one (schedule[attempts - 1] × scale, at least 1 ms), or null when it was the last.
 */
export function nextAttemptDelay(schedule: readonly number[], attempts: number, scale: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts starts at 1');
  if (attempts > schedule.length) return null;
  return Math.max(1, Math.round(schedule[attempts - 1] * scale));
}

/** The attempts a schedule allows in all: the first, then one after each wait. */
export const maxAttempts = (schedule: readonly number[]) => schedule.length + 1;

/** Total time from the first attempt to the last one of a schedule (before scaling). */
export const scheduleSpan = (schedule: readonly number[]) => schedule.reduce((sum, wait) => sum + wait, 0);

/**
 * An error's message as stored and shown to admins: credentials in URLs (`//user:pass@`) and
 * query strings cut, `whsec_`/`ib_` secrets and bearer tokens masked, at most 500 characters.
 */
export function safeErrorText(error: unknown): string {
  const raw = error instanceof Error ? error.message || error.name : String(error);
  return raw
    .replace(/(\/\/)[^/\s:@]+:[^/\s@]+@/g, '$1***@')
    .replace(/(https?:\/\/[^\s?#]+)\?[^\s#]*/g, '$1?…')
    .replace(/\b(whsec_|ib_)[A-Za-z0-9+/=_-]+/g, '$1***')
    .replace(/\b(Bearer)\s+\S+/gi, '$1 ***')
    .slice(0, 500);
}

/** The shape of a message's id: `k-` and 40 hex digits for a keyed message, a UUID otherwise. */
export const OUTBOX_ID_PATTERN = /^(k-[0-9a-f]{40}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Messages users and clients of the outbox's operations can meet. */
export const OUTBOX_MESSAGES = {
  notFound: 'No existe un mensaje con ese id en la bandeja de salida.',
  notFailed: 'Solo se puede reintentar un mensaje que falló; este todavía está pendiente de entrega.',
  invalidId: 'Id de mensaje no válido',
  invalidStatus: 'El estado debe ser failed o pending',
  retried: 'Mensaje devuelto a la cola: se intenta entregar de nuevo ahora',
  /** The enqueue failed after the change was saved (docs/outbox.md#when-the-enqueue-fails). */
  notScheduled:
    'El cambio se guardó, pero no se pudo programar su notificación (correo o webhook). No lo envíes de nuevo: el servidor registró el aviso que falta.',
} as const;

/** The pauses before the second and third try of an enqueue that failed: about a second in all. */
export const ENQUEUE_RETRY_WAITS_MS: readonly number[] = [200, 800];

/**
 * What a log line or an admin may see of a payload: the e-mail's recipient and subject, or the
 * webhook's URL and event. Never a body, headers, attachments or secrets.
 */
export function outboxSummary(payload: Record<string, unknown> | null | undefined): {
  recipient: string | null;
  summary: string | null;
} {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const data = payload ?? {};
  return {
    recipient: text(data.to) ?? text(data.url),
    summary: text(data.subject) ?? text(data.type) ?? text(data.event),
  };
}

/** A wait in Spanish for the dashboard: "menos de un minuto", "3 min", "2 h 5 min", "1 día y 4 h". */
export function describeWait(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return 'menos de un minuto';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const label = days === 1 ? '1 día' : `${days} días`;
  return hours % 24 ? `${label} y ${hours % 24} h` : label;
}

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = { mail: 'Correo', webhook: 'Webhook' };
