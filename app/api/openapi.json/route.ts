import { NextResponse } from 'next/server';

import { buildOpenApiDocument } from '@/lib/api/openapi-document';
import { api, route } from '@/lib/api/route';

import { API_OPERATIONS } from '../operations';

// Built once per process from the routes' own declarations.
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/openapi.json', 'Documentación', {
  GET: route({ auth: 'public', internal: true, summary: 'El contrato OpenAPI 3.1 de /api', responses: {} }, () => {
    document ??= buildOpenApiDocument(API_OPERATIONS);
    return NextResponse.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
  }),
});
