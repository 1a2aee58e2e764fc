// HTTP conditional GETs (RFC 9110 §13): whether a client's copy is still the current one.

/** Whether the client's copy is current: If-None-Match names `etag`, or else If-Modified-Since is not older. */
export function notModified(headers: Headers, etag: string, lastModified: string): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(Date.parse(lastModified) / 1000) <= Math.floor(since / 1000);
}
