import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { authSecrets, secureCookies } from './lib/auth/secrets';
import { withPageNonce } from './lib/security/page-nonce';

/**
 * Gates /admin/** (DESIGN.md §4): anonymous and non-admin visitors go to /login with the page
 * they wanted as callbackUrl (a path, never another origin). It reads only the signed session
 * cookie, no database; route handlers check the role themselves, so this is a convenience,
 * not the security boundary. Every page it lets through gets its script nonce
 * (lib/security/page-nonce.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const token = await getToken({ req: request, secret: authSecrets().nextAuth, secureCookie: secureCookies() });
    if (token?.role !== 'admin') {
      const login = new URL('/login', request.url);
      login.searchParams.set('callbackUrl', `${pathname}${request.nextUrl.search}`);
      return NextResponse.redirect(login);
    }
  }
  return withPageNonce(request);
}

// Pages only: a proxied request body is buffered and cut at 10 MB, which would break uploads,
// so /api, Next's assets, uploaded media and every path ending in a file name stay out, and so
// do RSC requests (no HTML, no nonce) except under /admin, which the gate sees whole.
export const config = {
  matcher: ['/admin', '/admin/:path*', { source: '/((?!api/|api$|_next/|uploads/|.*\\.[^/]*$).*)', missing: [{ type: 'header', key: 'rsc' }] }],
};
