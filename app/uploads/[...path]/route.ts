import { NextResponse } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { serveUpload } from '@/lib/storage/serve';

/** GET /uploads/...: locally stored media (DESIGN.md §6). */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const response = await serveUpload(path);
  return response ?? NextResponse.json({ success: false, message: 'Archivo no encontrado' }, { status: 404 });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
