import { NextResponse, type NextRequest } from 'next/server';

/**
 * Gates /admin/** (DESIGN.md §4). Sign-in does not exist yet, so no visitor is an admin: every
 * request goes to /login with the page it wanted as callbackUrl (a path, never another origin).
 * The role check of the session lands here with the accounts issue; route handlers check the
 * role themselves regardless, since this proxy is a convenience, not the security boundary.
 */
export function proxy(request: NextRequest) {
  const login = new URL('/login', request.url);
  login.searchParams.set('callbackUrl', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login);
}

// Pages only: a proxied request body is buffered and cut at 10 MB, which would break uploads.
export const config = { matcher: ['/admin', '/admin/:path*'] };
