// The public origin for `npm start` on the embedded database: the app refuses a production start
// without SITE_URL (lib/env.ts siteUrlProblem), since it would print localhost into canonical
// URLs, share cards, feeds, the ficha and e-mails. A local run is no deployment, so the launcher
// sets the local origin itself, as it creates the signing secrets, and says so loudly: a demo
// shown to others from this machine needs SITE_URL.

/**
 * Sets `env.SITE_URL` to http://localhost:PORT when unset; returns the warning to print, or null
 * when SITE_URL was already set.
 * @param {Record<string, string | undefined>} env
 */
export function withLocalSiteUrl(env = process.env) {
  if (env.SITE_URL) return null;
  env.SITE_URL = `http://localhost:${env.PORT || 3000}`;
  const rule = '!'.repeat(78);
  return [
    rule,
    `SITE_URL is not set: every link the site gives (canonical URLs, sitemap, feeds, share cards,`,
    `the ficha, e-mails) uses ${env.SITE_URL}. Fine on this machine; set SITE_URL to the public`,
    `origin (SITE_URL=https://www.tu-dominio.co npm start) before anyone else uses the site.`,
    `Against your own MONGODB_URI the server refuses to start without it.`,
    rule,
  ].join('\n');
}
