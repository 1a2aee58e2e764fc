import { NextResponse } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { openApiDocument } from '@/lib/openapi';

// Built once per process: the route is no longer prerendered (its 405 handlers make it dynamic).
let document: ReturnType<typeof openApiDocument> | undefined;

/** GET /api/openapi.json: the contract, generated from the zod schemas the handlers parse with. */
export function GET() {
  document ??= openApiDocument();
  return NextResponse.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
