import { NextResponse } from 'next/server';
import { openApiDocument } from '@/lib/openapi';

/** GET /api/openapi.json: the contract, generated from the zod schemas the handlers parse with. */
export function GET() {
  return NextResponse.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
