import { z } from 'zod';

import { API_KEY_MESSAGES, API_SCOPES, missingScope } from '../domain/api-keys';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { STATUS_CODES, type ErrorCode } from '../domain/error-codes';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_LIMITS,
  IDEMPOTENCY_MESSAGES,
  isReplayableStatus,
  REPLAYED_HEADER,
} from '../domain/idempotency';
import { acceptsEmpty, shapeOf, toSchema } from '../openapi/json-schema';
import { errorBodySchema } from '../openapi/schemas';
import type { Access, ApiOperation, Responses } from './route';

/** Query-string or path parameters from the properties of an object schema. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const shape = shapeOf(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    // `?city=` means "no filter" wherever the handler's schema accepts an empty value.
    schema:
      where === 'query' && shape[name]?.safeParse('').success && !acceptsEmpty(property)
        ? { anyOf: [property, { const: '' }] }
        : property,
  }));
}

function requestBody({ spec: op }: ApiOperation) {
  if (op.multipart) {
    const { fileField, maxFiles, fields, fileDescription } = op.multipart;
    const files = {
      type: 'array',
      maxItems: maxFiles,
      items: { type: 'string', format: 'binary' },
      ...(fileDescription && { description: fileDescription }),
    };
    const text = fields ? toSchema(fields, 'input') : { properties: {}, required: [] };
    // A text part is one string (the last one wins): a list field is sent as a comma-separated string.
    for (const property of Object.values(text.properties ?? {})) {
      if (Array.isArray(property.type) && property.type.includes('string')) {
        property.type = 'string';
        delete property.items;
        delete property.maxItems;
      }
    }
    // Every multipart endpoint refuses a request without its file (400).
    const schema = {
      type: 'object',
      properties: { ...text.properties, [fileField]: { ...files, minItems: 1 } },
      required: [...(text.required ?? []), fileField],
    };
    const multipart = { 'multipart/form-data': { schema } };
    return {
      required: true,
      content: op.body ? { 'application/json': { schema: toSchema(op.body, 'body') }, ...multipart } : multipart,
    };
  }
  // readJson reads a missing body as `{}`: the body is optional wherever `{}` is valid (a partial update).
  if (op.body)
    return {
      required: !op.body.safeParse({}).success,
      content: { 'application/json': { schema: toSchema(op.body, 'body') } },
    };
  return undefined;
}

/** The Idempotency-Key header of an operation declared `idempotent` (docs/api.md#idempotency). */
const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Clave única por intento lógico (p. ej. un UUID v4), de la persona, la llave de API o, sin credencial, la dirección IP que llama. Durante 24 horas, la misma clave con el mismo cuerpo responde la primera respuesta de nuevo (mismo estado y cuerpo, con la cabecera Idempotent-Replayed: true) sin volver a crear nada; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Las respuestas 5xx y 429 no se guardan: se puede reintentar con la misma clave.',
  // Printable ASCII without spaces at either end (HTTP trims them away).
  schema: {
    type: 'string',
    minLength: 1,
    maxLength: IDEMPOTENCY_LIMITS.keyMaxLength,
    pattern: '^[!-~]([ -~]*[!-~])?$',
  },
};

const REPLAYED = {
  [REPLAYED_HEADER]: {
    description: 'true cuando la respuesta es la repetición de la primera con la misma Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The answers the route wrapper itself gives (refused access, unparsable input), then the route's own. */
function implied(op: ApiOperation): Responses {
  const { spec } = op;
  const implied: Responses = {};
  if (spec.params || spec.query || spec.body || spec.multipart)
    implied[400] = {
      description: 'Datos no válidos (mensaje en español y `errors` por campo)',
      // A service may refuse a rule the schema cannot say (an unknown city...): invalid_request.
      codes: ['validation_failed', 'invalid_request', ...(spec.body ? ['invalid_json' as const] : [])],
    };
  if (spec.auth === 'optional')
    implied[401] = { description: 'Credencial presente pero no válida, vencida o revocada' };
  if (['user', 'staff', 'admin'].includes(spec.auth)) implied[401] = { description: `'${AUTH_MESSAGES.noToken}'` };
  if (spec.auth === 'staff' || spec.auth === 'admin') implied[403] = { description: `'${AUTH_MESSAGES.forbidden}'` };
  if (spec.scope) {
    const key = 'Llave de API no válida, revocada o vencida';
    implied[401] = { description: implied[401] ? `${implied[401].description}; ${key}` : key };
    const scoped = `'${missingScope(spec.scope)}'`;
    implied[403] = { description: implied[403] ? `${implied[403].description}; ${scoped}` : scoped };
    implied[429] = {
      description: 'La llave de API pasó su límite de solicitudes por minuto (con Retry-After)',
      codes: ['rate_limited'],
    };
  } else if (['user', 'staff', 'admin'].includes(spec.auth)) {
    const refused = `'${API_KEY_MESSAGES.notForKeys}' (llave de API)`;
    implied[403] = { description: implied[403] ? `${implied[403].description}; ${refused}` : refused };
  }
  if (spec.body && !spec.readsBody)
    implied[413] = { description: 'El cuerpo de la solicitud es demasiado grande', codes: ['payload_too_large'] };
  for (const [status, codes] of Object.entries(accessCodes(op))) implied[Number(status)].codes = codes;
  return implied;
}

/** The answers an idempotent operation adds, merged with the route's own 409 and 422 if any. */
function withIdempotency(all: Responses): Responses {
  const add = (status: number, description: string, code: ErrorCode) => {
    const own = all[status];
    all[status] = own
      ? { ...own, description: `${own.description}; o '${description}'`, codes: [...codesOf(status, own), code] }
      : { description: `'${description}'`, codes: [code] };
  };
  add(409, IDEMPOTENCY_MESSAGES.inFlight, 'idempotency_key_in_flight');
  add(422, IDEMPOTENCY_MESSAGES.mismatch, 'idempotency_key_reused');
  const invalid = all[400];
  all[400] = {
    ...invalid,
    description: `${invalid?.description ?? 'Datos no válidos'}; o '${IDEMPOTENCY_MESSAGES.invalidKey}'`,
    codes: [...(invalid ? codesOf(400, invalid) : []), 'idempotency_key_invalid'],
  };
  return all;
}

/** The codes an answer may carry: the ones it names, else its status's generic one. */
function codesOf(status: number, entry: Responses[number]): ErrorCode[] {
  return [...(entry.codes ?? [STATUS_CODES[status] ?? 'internal_error'])];
}

/** The wrapper's answers with the route's own: a status both give carries the codes of both. */
function merged(implied: Responses, own: Responses): Responses {
  const all: Responses = { ...implied };
  for (const [key, entry] of Object.entries(own)) {
    const status = Number(key);
    const base = implied[status];
    all[status] =
      status >= 400 && base
        ? { ...entry, codes: [...new Set([...codesOf(status, base), ...codesOf(status, entry)])] }
        : entry;
  }
  return all;
}

/** The codes the credential checks of lib/auth/guard.ts can answer for this operation. */
function accessCodes({ spec, method }: ApiOperation): Partial<Record<401 | 403, ErrorCode[]>> {
  const signedIn = ['user', 'staff', 'admin'].includes(spec.auth);
  const readsKeys = spec.auth !== 'public' || !!spec.scope;
  const unauthenticated: ErrorCode[] = [
    ...(signedIn ? ['unauthenticated' as const, 'token_invalid' as const] : []),
    ...(spec.auth === 'optional' ? ['token_invalid' as const] : []),
    ...(readsKeys ? ['api_key_invalid' as const, 'api_key_revoked' as const, 'api_key_expired' as const] : []),
  ];
  const forbidden: ErrorCode[] = [
    ...(spec.auth === 'staff' || spec.auth === 'admin' ? ['forbidden' as const] : []),
    ...(signedIn && !['get', 'head'].includes(method) ? ['csrf_rejected' as const] : []),
    ...(spec.scope ? ['scope_missing' as const] : signedIn ? ['api_key_not_allowed' as const] : []),
  ];
  return {
    ...(unauthenticated.length > 0 && { 401: unauthenticated }),
    ...(forbidden.length > 0 && { 403: forbidden }),
  };
}

/**
 * The operation's answers. A 400 a schema-valid request can still get (its `rules`) is said in
 * the 400's description and, for tools, in `x-rules` (npm run fuzz reads it: scripts/fuzz.mjs).
 */
function responses(op: ApiOperation) {
  const { rules, idempotent } = op.spec;
  const all = idempotent
    ? withIdempotency(merged(implied(op), op.spec.responses))
    : merged(implied(op), op.spec.responses);
  if (rules?.length) {
    const base = all[400]?.description ?? 'Datos no válidos';
    all[400] = { ...all[400], description: `${base}. También con datos válidos según el esquema: ${rules.join('; ')}` };
  }
  return Object.fromEntries(
    Object.entries(all).map(([status, entry]) => {
      const { description, schema } = entry;
      const error = Number(status) >= 400;
      const body = schema ?? (error ? errorBodySchema : undefined);
      return [
        status,
        {
          description,
          // The `code` values this answer may carry (docs/api.md#error-codes).
          ...(error && { 'x-error-codes': [...new Set(codesOf(Number(status), entry))] }),
          ...(status === '400' && rules?.length && { 'x-rules': rules }),
          ...(idempotent && isReplayableStatus(Number(status)) && { headers: REPLAYED }),
          ...(body && { content: { 'application/json': { schema: toSchema(body, 'output') } } }),
        },
      ];
    }),
  );
}

const SIGNED_IN: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { sessionCookie: [] }];
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  optional: [{}, ...SIGNED_IN],
  user: SIGNED_IN,
  staff: SIGNED_IN,
  admin: SIGNED_IN,
};
const WHO: Partial<Record<Access, string>> = {
  staff: 'Solo personal de la agencia (roles admin y agent).',
  admin: 'Solo administradores (rol admin).',
};

/**
 * Who may call an operation, as OpenAPI says it: the person's credentials its `auth` takes and,
 * where it declares a scope, an API key holding that scope (docs/api-keys.md).
 */
function security({ spec }: ApiOperation) {
  // A public operation stays open to anonymous callers (the empty requirement) beside the key.
  const base = spec.auth === 'public' ? [{}] : SECURITY[spec.auth];
  return spec.scope ? [...base, { apiKey: [spec.scope] }] : SECURITY[spec.auth];
}

/** The operation's description: who may call it, and whether an API key may. */
function describe({ spec }: ApiOperation): string | undefined {
  const key = spec.scope
    ? `Llaves de API: con el permiso \`${spec.scope}\`.`
    : spec.auth === 'public'
      ? undefined
      : spec.auth === 'optional'
        ? 'Llaves de API: se atienden como anónimas.'
        : `Llaves de API: no (${API_KEY_MESSAGES.notForKeys.toLowerCase()}).`;
  return [WHO[spec.auth], key].filter(Boolean).join(' ') || undefined;
}

/** The OpenAPI 3.1 document of the given operations. */
export function buildOpenApiDocument(operations: readonly ApiOperation[], { serverUrl }: { serverUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const operationId = `${op.method}${op.path
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
    paths[op.path] ??= {};
    const { spec } = op;
    paths[op.path][op.method] = {
      operationId,
      summary: spec.summary,
      tags: [op.tag],
      security: security(op),
      ...(spec.scope && { 'x-scopes': [spec.scope] }),
      ...(describe(op) && { description: describe(op) }),
      parameters: [
        ...parameters(spec.params, 'path'),
        ...parameters(spec.query, 'query'),
        ...(spec.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
      ],
      ...(requestBody(op) && { requestBody: requestBody(op) }),
      responses: responses(op),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inmobiliaria Bogotá API',
      version: '1.0.0',
      description:
        'API JSON del sitio: propiedades, noticias, ubicaciones, cargas de archivos, configuración, solicitudes y autenticación. Las respuestas usan `{success, data, message, pagination}`; los errores `{success:false, message, code, errors?}`: `message` en español para personas, `code` estable para programas (lista en `x-error-codes` de cada respuesta).',
    },
    ...(serverUrl && { servers: [{ url: serverUrl }] }),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'accessToken de /api/auth/login (15 minutos)',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ib_…',
          description: `Llave de API (\`Authorization: Bearer ib_…\`), creada por un administrador en /admin/integraciones. Actúa solo con sus permisos: ${API_SCOPES.join(', ')}; cada operación dice cuál necesita (\`security\` y \`x-scopes\`). Sin él, 403 que nombra el permiso; una llave revocada o vencida, 401; pasado su límite por minuto, 429 con Retry-After. Cada respuesta trae RateLimit-Limit, RateLimit-Remaining y RateLimit-Reset.`,
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'next-auth.session-token',
          description: 'La sesión del navegador; las escrituras exigen el mismo origen',
        },
      },
    },
    paths,
  };
}
