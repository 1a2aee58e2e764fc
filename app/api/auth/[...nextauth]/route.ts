import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { z } from 'zod';

import { api, route } from '@/lib/api/route';
import { authOptions } from '@/lib/auth/next-auth';

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };
const run = NextAuth as unknown as (req: NextRequest, ctx: NextAuthContext, options: unknown) => Promise<Response>;

// next-auth's own endpoints (csrf, session, callback/credentials, signout): they check what they
// need themselves. The static /api/auth/* routes beside this folder take precedence.
const nextAuth = route(
  {
    auth: 'public',
    internal: true,
    summary: 'next-auth',
    params: z.object({ nextauth: z.array(z.string()) }),
    responses: {},
  },
  async ({ request, params }) => run(request, { params: Promise.resolve(params) }, await authOptions()),
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/{...nextauth}', 'Autenticación', {
  GET: nextAuth,
  POST: nextAuth,
});
