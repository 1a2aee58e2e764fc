// The HTTP status a streamed render meant (docs/public-site-and-seo.md#honest-statuses). Pure (unit-tested).
// With Cache Components Next sends a page's prerendered shell, and so a 200, before the page's
// lookup runs: a notFound() or redirect() inside it reaches the browser as React's error script
// for the boundary ($RX with the error's digest). The proxy renders such pages through itself
// (serve.ts) and answers with the status that script names instead.

export type RenderStatus = { status: 200 } | { status: 404 } | { status: 307 | 308; location: string };

// React writes these itself: streamed, a call in a nonce'd script; rendered whole (for crawlers
// that read only the first HTML), the failed boundary's marker. Text from the page (a
// description, a search term) is escaped (`\"`, `&quot;`, `&lt;`), so it can never spell them.
const ERROR = String.raw`(?:\$RX\("[^"]*","|<!--\$!--><template data-dgst=")`;
const NOT_FOUND = new RegExp(`${ERROR}NEXT_HTTP_ERROR_FALLBACK;404"`);
// Only a path of this site (`/services`, never `//host` or `https://...`) is followed.
const REDIRECT = new RegExp(String.raw`${ERROR}NEXT_REDIRECT;(?:replace|push);(\/(?![/\\])[^";\\]*);(307|308);"`);

export function renderStatus(html: string): RenderStatus {
  const redirect = REDIRECT.exec(html);
  if (redirect) return { status: Number(redirect[2]) as 307 | 308, location: redirect[1] };
  return NOT_FOUND.test(html) ? { status: 404 } : { status: 200 };
}
