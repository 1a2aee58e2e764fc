import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots';

// Crawlers that read only the first HTML get <title>, description and canonical in <head> before
// the page streams (people and Googlebot get them streamed, which is faster). Next's own list,
// plus the SEO auditors an agency runs on its site. next.config.ts's htmlLimitedBots; the page
// cache (lib/page-cache) keeps their HTML apart from browsers'.
const SEO_AUDITORS =
  /AhrefsBot|AhrefsSiteAudit|SemrushBot|SiteAuditBot|MJ12bot|Screaming Frog|rogerbot|DotBot|Sitebulb/;

export const HTML_LIMITED_BOTS = new RegExp(`${HTML_LIMITED_BOT_UA_RE.source}|${SEO_AUDITORS.source}`, 'i');
