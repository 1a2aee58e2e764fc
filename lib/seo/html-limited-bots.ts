import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots';

// Every page's document load gets its metadata (title, description, canonical, robots, Open
// Graph) in <head> before the page streams, browsers included: proxy.ts adds this token to the
// agent of each document load, and next.config.ts htmlLimitedBots matches it. Streamed instead,
// the metadata sat in <body> once a browser hydrated. Not for the router's payload fetches
// (navigations, prefetches): rendered as for a bot, a prefetched page was taken as complete and a
// navigation to it with other search params (/listing?operation=arriendo) showed the old results.
export const METADATA_IN_HEAD_TOKEN = 'metadata-in-head';

// Next's own list and the SEO auditors an agency runs on its site, for any document load that
// would not pass through the proxy.
const SEO_AUDITORS =
  /AhrefsBot|AhrefsSiteAudit|SemrushBot|SiteAuditBot|MJ12bot|Screaming Frog|rogerbot|DotBot|Sitebulb/;

export const HTML_LIMITED_BOTS = new RegExp(
  `${METADATA_IN_HEAD_TOKEN}|${HTML_LIMITED_BOT_UA_RE.source}|${SEO_AUDITORS.source}`,
  'i',
);

/** The agent to send Next for a page load: with the token on a document load, null otherwise. */
export function documentLoadAgent(headers: Headers, search: string): string | null {
  const destination = headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return null;
  if (headers.has('rsc') || headers.has('next-router-prefetch') || new URLSearchParams(search).has('_rsc')) return null;
  return `${headers.get('user-agent') ?? ''} ${METADATA_IN_HEAD_TOKEN}`.trim();
}
