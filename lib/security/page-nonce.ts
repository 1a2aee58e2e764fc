import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '../env';
import { contentSecurityPolicy, NONCE_HEADER } from './csp';
import { shellScriptHashes } from './shell-hashes';

/**
 * Lets a page request through with a fresh nonce: on the request's Content-Security-Policy
 * (Next reads it there and puts it on every script it renders per request) and x-nonce, and a
 * response policy that allows that nonce plus the hashes of the route's prerendered shell.
 * `next dev` and server actions keep next.config.ts's policy; so do RSC navigations and
 * prefetches, which answer no HTML (proxy.ts's matcher leaves them out: the proxy no longer sees
 * their rsc header).
 */
export async function withPageNonce(request: NextRequest): Promise<NextResponse> {
  const page = request.method === 'GET' || request.method === 'HEAD';
  if (!page || process.env.NODE_ENV === 'development') return NextResponse.next();
  const nonce = randomBytes(16).toString('base64');
  const policy = contentSecurityPolicy({
    nonce,
    hashes: await shellScriptHashes(request.nextUrl.pathname),
    https: (env().SITE_URL ?? '').startsWith('https://'),
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.set(NONCE_HEADER, nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
