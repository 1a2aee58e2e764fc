// API keys (docs/api-keys.md): what a key may do, how its secret looks, and the words a client
// meets. Pure: the guard, the services, the forms and the tests share it.

/** The scopes a key may hold; an operation declares the one it needs (RouteSpec.scope). */
export const API_SCOPES = [
  'properties:read',
  'properties:write',
  'leads:read',
  'leads:write',
  'market:read',
  'visits:read',
  'leases:read',
  'leases:write',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'properties:read': 'Leer propiedades (lista, detalle, búsqueda, mapa, estadísticas, exportación)',
  'properties:write': 'Crear, editar y eliminar propiedades (fotos, videos e importaciones)',
  'leads:read': 'Leer solicitudes (lista, detalle, estadísticas, exportación)',
  'leads:write': 'Atender solicitudes (estado, asesor, notas, conversión)',
  'market:read': 'Leer las cifras del mercado',
  'visits:read': 'Leer la agenda de visitas',
  'leases:read': 'Leer contratos de arriendo (lista, detalle, estado de cuenta, liquidaciones)',
  'leases:write': 'Gestionar contratos de arriendo (firma, pagos, incrementos, gastos, terminación)',
  'webhooks:manage': 'Gestionar webhooks (suscripciones, entregas, reintentos)',
};

export const isApiScope = (value: unknown): value is ApiScope => API_SCOPES.includes(value as ApiScope);

/** Requests a minute: the default, and the range an admin may choose when creating a key. */
export const RATE_LIMIT = { default: 600, min: 10, max: 10_000 } as const;
/** Length of the rate limit's fixed window. */
export const RATE_WINDOW_MS = 60_000;
/** lastUsedAt / lastUsedIp are written at most this often per key (never once per request). */
export const LAST_USED_EVERY_MS = 60_000;

export const API_KEY_MESSAGES = {
  created: 'Llave de API creada. Copia el secreto ahora: no se volverá a mostrar.',
  revoked: 'Llave de API revocada',
  notFound: 'Llave de API no encontrada',
  invalidId: 'ID de llave de API no válido',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre admite máximo 80 caracteres',
  scopesRequired: 'Elige al menos un permiso',
  scopeUnknown: `Permiso no válido. Valores permitidos: ${API_SCOPES.join(', ')}`,
  expiresFormat: 'La fecha de vencimiento debe ser AAAA-MM-DD o una fecha y hora ISO 8601 con zona horaria',
  expiresPast: 'La fecha de vencimiento debe ser futura',
  rateLimit: `El límite debe ser un número entero entre ${RATE_LIMIT.min} y ${RATE_LIMIT.max} solicitudes por minuto`,
  /** A bearer credential that looks like a key but is not one we issued (or is malformed). */
  invalid: 'La llave de API no es válida',
  revokedKey: 'Esta llave de API fue revocada',
  expiredKey: 'Esta llave de API está vencida',
  /** An operation that declares no scope: keys never reach it (people's own records, the panel's). */
  notForKeys: 'Las llaves de API no pueden usar esta operación',
} as const;

/** 403 for a key without the scope an operation needs: the scope is named. */
export const missingScope = (scope: ApiScope) => `Esta llave de API no tiene el permiso ${scope}`;

/** 429 past a key's limit. */
export function rateLimited(limit: number, retryAfterSeconds: number): string {
  const seconds = retryAfterSeconds === 1 ? '1 segundo' : `${retryAfterSeconds} segundos`;
  return `Esta llave de API superó su límite de ${limit} solicitudes por minuto. Intenta de nuevo en ${seconds}.`;
}

/** What the activity log and the handlers see as the key's person: never a real account. */
export const keyCallerName = (name: string) => `Llave de API «${name}»`;

// The secret: `ib_` + the key's id (24 hex, so verifying it is one lookup by `_id`) + `_` + 32
// random bytes in base64url (43 characters; base64url may itself hold `_`, so parse from the left).
export const SECRET_PREFIX = 'ib_';
const SECRET_PATTERN = /^ib_([0-9a-f]{24})_([A-Za-z0-9_-]{43,128})$/;

/** Whether a bearer credential is meant as an API key (rather than an access token). */
export const looksLikeApiKey = (credential: string) => credential.startsWith(SECRET_PREFIX);

/** The secret of key `id` with `random` (base64url). */
export const formatSecret = (id: string, random: string) => `${SECRET_PREFIX}${id}_${random}`;

/** The key id a secret names, or null when it is not a well-formed secret. */
export function parseSecret(secret: string): { id: string } | null {
  const match = SECRET_PATTERN.exec(secret);
  return match ? { id: match[1] } : null;
}

/** What the list shows of a secret: enough to tell keys apart, nothing to use. */
export const secretHint = (secret: string) => `${SECRET_PREFIX}…${secret.slice(-4)}`;

export type ApiKeyStatus = 'active' | 'revoked' | 'expired';
export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: 'Activa',
  revoked: 'Revocada',
  expired: 'Vencida',
};

export function keyStatus(
  key: { revokedAt?: Date | string | null; expiresAt?: Date | string | null },
  now = Date.now(),
): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

/**
 * The end of an expiry given as a Bogotá calendar day (AAAA-MM-DD): the key works through that
 * whole day. A full date-time is taken as given.
 */
export function expiryInstant(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T23:59:59.999-05:00`);
  return new Date(value);
}

/** One fixed window of the rate limit: its start and the seconds until the next one. */
export function rateWindow(now = Date.now()): { start: number; resetSeconds: number } {
  const start = Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  return { start, resetSeconds: Math.max(1, Math.ceil((start + RATE_WINDOW_MS - now) / 1000)) };
}

/** The headers every key-authenticated answer carries (IETF draft RateLimit fields, as GitHub's). */
export function rateLimitHeaders(state: { limit: number; count: number; resetSeconds: number }) {
  return {
    'RateLimit-Limit': String(state.limit),
    'RateLimit-Remaining': String(Math.max(0, state.limit - state.count)),
    'RateLimit-Reset': String(state.resetSeconds),
  };
}
