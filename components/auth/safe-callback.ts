/**
 * Where to go after signing in: a path on this site only (never `//evil.com` or a full URL),
 * else the fallback.
 */
export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = '/admin'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}
