/**
 * The client's address for per-IP limits. Next sets `x-forwarded-for` to the socket address
 * when no proxy did; behind a proxy that appends to the header (nginx, a load balancer) the
 * right-most entry is the one that proxy saw, so that is the one we trust.
 */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const last = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop();
  return last ? last.slice(0, 64) : 'unknown';
}
