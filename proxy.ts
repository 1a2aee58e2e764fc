import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';

import { methodNotAllowed } from './lib/api/methods';
import { accountPageRedirect, adminPageRedirect } from './lib/auth/admin-pages';
import { cachedPage } from './lib/page-cache/serve';
import { nextWithNonce, pageNonce } from './lib/security/page-nonce';
import { authSecrets, secureCookies } from './lib/security/secrets';
import { documentLoadAgent } from './lib/seo/html-limited-bots';

/**
 * Gates /admin/** (docs/admin-panel.md#access): anonymous visitors and accounts that are not staff go to
 * /login with the page they wanted as callbackUrl (a path, never another origin); an agent who
 * opens an admin's page goes to their own properties. It reads only the signed session cookie,
 * no database; pages and route handlers check the role themselves, so this is a convenience,
 * not the security boundary.
 */
async function adminRedirect(request: NextRequest): Promise<NextResponse | null> {
  const token = await getToken({ req: request, secret: authSecrets().nextAuth, secureCookie: secureCookies() });
  const { pathname } = request.nextUrl;
  // /cuenta likewise: signed out to /login, staff to their panel.
  const target = pathname === '/cuenta' ? accountPageRedirect(token?.role) : adminPageRedirect(token?.role, pathname);
  if (!target) return null;
  const url = new URL(target, request.url);
  if (target === '/login') url.searchParams.set('callbackUrl', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(url);
}

/**
 * A page is read (GET, HEAD); POST is Next's for server actions and OPTIONS its own. Any other
 * method Next lets through (PUT, DELETE, QUERY, PROPFIND...) is the API's 405, `Allow: GET, HEAD`
 * and the Spanish body, instead of Next's English 'Method Not Allowed'. TRACE never gets here:
 * Node's fetch cannot build a Request for it (docs/api.md#unhandled-methods).
 */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const PAGE_ALLOW = 'GET, HEAD';
function refuseMethod(request: NextRequest): Response | null {
  return PAGE_METHODS.has(request.method) ? null : methodNotAllowed(PAGE_ALLOW);
}

/**
 * Every page gets its script nonce (lib/security/page-nonce.ts) and, on a document load, its
 * metadata in <head> (lib/seo/html-limited-bots.ts); an anonymous visitor's load of a public page
 * is answered from the page cache when it can be (lib/page-cache/serve.ts).
 */
export async function proxy(request: NextRequest) {
  const refused = refuseMethod(request);
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/cuenta') {
    const redirect = await adminRedirect(request);
    if (redirect) return redirect;
  }
  const agent = documentLoadAgent(request.headers, request.nextUrl.search);
  const nonce = await pageNonce(request, { shell: agent === null });
  const cached = await cachedPage(request, nonce?.value);
  if (cached) {
    if (nonce) cached.headers.set('content-security-policy', nonce.policy);
    return cached;
  }
  return nextWithNonce(request, nonce, agent);
}

// Pages only: a proxied request body is buffered and cut at 10 MB, which would break uploads,
// so /api, Next's assets, uploaded media and every path ending in a file name stay out, and so
// do RSC requests (no HTML, no nonce) except under /admin, which the gate sees whole.
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    '/cuenta',
    { source: '/((?!api/|api$|_next/|uploads/|.*\\.[^/]*$).*)', missing: [{ type: 'header', key: 'rsc' }] },
  ],
};
