import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { authSecrets, secureCookies } from './lib/auth/secrets';
import { cachedPage } from './lib/page-cache/serve';

/**
 * Gates /admin/** (DESIGN.md §4): anonymous and non-admin visitors go to /login with the page
 * they wanted as callbackUrl (a path, never another origin). It reads only the signed session
 * cookie, no database; route handlers check the role themselves, so this is a convenience,
 * not the security boundary.
 */
async function adminGate(request: NextRequest): Promise<NextResponse> {
  const token = await getToken({ req: request, secret: authSecrets().nextAuth, secureCookie: secureCookies() });
  if (token?.role === 'admin') return NextResponse.next();
  const login = new URL('/login', request.url);
  login.searchParams.set('callbackUrl', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return adminGate(request);
  // Public pages: anonymous visitors are answered from the page cache (lib/page-cache/serve.ts).
  return (await cachedPage(request)) ?? NextResponse.next();
}

// Pages only: a proxied request body is buffered and cut at 10 MB, which would break uploads.
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    '/',
    '/(listing|news|about|contact|services|plan-form|privacy|terms)',
    '/(property|news)/:id',
  ],
};
