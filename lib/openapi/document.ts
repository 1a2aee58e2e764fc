import { z } from 'zod';

import { acceptsEmpty, shapeOf, toSchema } from './json-schema';
import type { ApiOperation } from './registry';
import { errorBodySchema } from './schemas';

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

function requestBody(op: ApiOperation) {
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

function responses(op: ApiOperation) {
  return Object.fromEntries(
    Object.entries(op.responses).map(([status, { description, schema }]) => {
      const body = schema ?? (Number(status) >= 400 ? errorBodySchema : undefined);
      return [
        status,
        { description, ...(body && { content: { 'application/json': { schema: toSchema(body, 'output') } } }) },
      ];
    }),
  );
}

const SECURITY: Record<ApiOperation['auth'], Array<Record<string, string[]>> | undefined> = {
  public: [],
  optional: [{}, { bearerAuth: [] }, { sessionCookie: [] }],
  user: [{ bearerAuth: [] }, { sessionCookie: [] }],
  admin: [{ bearerAuth: [] }, { sessionCookie: [] }],
};

/** The OpenAPI 3.1 document of the given operations. */
export function buildOpenApiDocument(operations: readonly ApiOperation[], { serverUrl }: { serverUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const operationId = `${op.method}${op.path
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId,
      summary: op.summary,
      tags: [op.tag],
      security: SECURITY[op.auth],
      ...(op.auth === 'admin' && { description: 'Solo administradores (rol admin).' }),
      parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query')],
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
        'API JSON del sitio: propiedades, noticias, ubicaciones, cargas de archivos, configuración, solicitudes y autenticación. Las respuestas usan `{success, data, message, pagination}`; los errores `{success:false, message, errors?}` en español.',
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
