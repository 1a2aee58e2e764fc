import { NextResponse } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { referenceAsset } from '@/lib/openapi/reference-page';

/** GET /api/docs/{asset}: the reference page's scripts and styles. */
export async function GET(_request: Request, { params }: { params: Promise<{ asset: string }> }) {
  const asset = await referenceAsset((await params).asset);
  if (!asset) return NextResponse.json({ success: false, message: 'Archivo no encontrado' }, { status: 404 });
  return new Response(new Uint8Array(Buffer.from(asset.body)), {
    headers: { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
