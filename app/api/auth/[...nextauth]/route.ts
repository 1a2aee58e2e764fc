import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { authOptions } from '@/lib/auth/next-auth';

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's own endpoints (csrf, session, callback/credentials, signout). The static
// /api/auth/* routes beside this folder take precedence over the catch-all.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  const run = NextAuth as unknown as (req: NextRequest, ctx: Context, options: unknown) => Promise<Response>;
  return run(request, context, await authOptions());
}

export { handler as GET, handler as POST };

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET: handler, POST: handler });
