import { connection, NextResponse } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { checkHealth } from '@/lib/services/health';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export async function GET() {
  await connection(); // per request, never prerendered at build time
  const health = await checkHealth();
  const ok = health.database === 'ok';
  return NextResponse.json(
    { success: ok, ...(!ok && { message: 'La base de datos no responde' }), data: health },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
