import { z } from 'zod';
import type { ApiOperation } from './registry';
import { errorBodySchema } from './schemas';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

// Requests are documented as clients send them (the input side of transforms and defaults);
// anything zod cannot express in JSON Schema (a transform's output, a custom check) becomes `{}`.
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Query-string or path parameters from the properties of an object schema. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }));
}

function requestBody(op: ApiOperation) {
  if (op.multipart) {
    const { fileField, maxFiles, fields, fileDescription } = op.multipart;
    const files = { type: 'array', maxItems: maxFiles, items: { type: 'string', format: 'binary' }, ...(fileDescription && { description: fileDescription }) };
    const text = fields ? toSchema(fields, 'input') : { properties: {}, required: [] };
    const schema = { type: 'object', properties: { ...text.properties, [fileField]: files }, required: text.required ?? [] };
    const multipart = { 'multipart/form-data': { schema } };
    return { required: true, content: op.body ? { 'application/json': { schema: toSchema(op.body, 'input') }, ...multipart } : multipart };
  }
  if (op.body) return { required: true, content: { 'application/json': { schema: toSchema(op.body, 'input') } } };
  return undefined;
}

function responses(op: ApiOperation) {
  return Object.fromEntries(
    Object.entries(op.responses).map(([status, { description, schema }]) => {
      const body = schema ?? (Number(status) >= 400 ? errorBodySchema : undefined);
      return [status, { description, ...(body && { content: { 'application/json': { schema: toSchema(body, 'output') } } }) }];
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
    const operationId = `${op.method}${op.path.replace(/^\/api/, '').replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
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
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'accessToken de /api/auth/login (15 minutos)' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token', description: 'La sesión del navegador; las escrituras exigen el mismo origen' },
      },
    },
    paths,
  };
}
