import { randomBytes } from 'node:crypto';

import { NextResponse, type NextRequest } from 'next/server';

import { env, runtime } from '../env';
import { contentSecurityPolicy, NONCE_HEADER } from './csp';
import { shellScriptHashes } from './shell-hashes';

export interface PageNonce {
  value: string;
  /** The response policy: that nonce plus the hashes of the route's prerendered shell. */
  policy: string;
}

// Read once: env() validates the whole environment, too much for every page request.
let httpsSite: boolean | undefined;

/**
 * A fresh nonce for a page request, or null where next.config.ts's policy stays: `next dev` and
 * server actions (not GET/HEAD). RSC navigations and prefetches, which answer no HTML, never get
 * here (proxy.ts's matcher leaves them out: the proxy no longer sees their rsc header).
 */
export async function pageNonce(request: NextRequest, { shell = true } = {}): Promise<PageNonce | null> {
  const page = request.method === 'GET' || request.method === 'HEAD';
  if (!page || runtime.development()) return null;
  const value = randomBytes(16).toString('base64');
  const policy = contentSecurityPolicy({
    nonce: value,
    // A document load with blocking metadata is rendered whole, every script with the nonce: Next
    // never answers it from the prerendered shell (lib/seo/html-limited-bots.ts).
    hashes: shell ? await shellScriptHashes(request.nextUrl.pathname) : [],
    https: (httpsSite ??= (env().SITE_URL ?? '').startsWith('https://')),
  });
  return { value, policy };
}

/**
 * Lets the request through to Next with its nonce on the request's Content-Security-Policy (Next
 * reads it there and puts it on every script it renders per request) and x-nonce, and the
 * response policy on the answer.
 */
export function nextWithNonce(
  request: NextRequest,
  nonce: PageNonce | null,
  userAgent: string | null = null,
): NextResponse {
  if (!nonce && !userAgent) return NextResponse.next();
  const headers = new Headers(request.headers);
  // The agent Next renders for (lib/seo/html-limited-bots.ts: metadata in <head>).
  if (userAgent) headers.set('user-agent', userAgent);
  if (!nonce) return NextResponse.next({ request: { headers } });
  headers.set('content-security-policy', nonce.policy);
  headers.set(NONCE_HEADER, nonce.value);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', nonce.policy);
  return response;
}
