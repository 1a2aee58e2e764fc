import { marketPagePath } from '../../lib/domain/place-slugs';
import { expect, test, type Page } from './fixtures';

// Title, description, canonical, robots and Open Graph sit in <head> for every agent, in the raw
// HTML and after a browser hydrates (next.config.ts htmlLimitedBots: docs/public-site-and-seo.md).
// Streamed instead, Next put them in <body> once React hydrated, where crawlers and Lighthouse miss them.

const TAGS = {
  title: 'title',
  description: 'meta[name="description"]',
  canonical: 'link[rel="canonical"]',
  robots: 'meta[name="robots"]',
  'og:title': 'meta[property="og:title"]',
  'og:url': 'meta[property="og:url"]',
  'og:image': 'meta[property="og:image"]',
} as const;
const OPTIONAL = new Set(['robots']);

/** How many of each tag `document.head` and `document.body` hold (an SVG's <title> is not the page's). */
function placement(page: Page) {
  return page.evaluate((tags) => {
    const count = (root: HTMLElement, selector: string) =>
      [...root.querySelectorAll(selector)].filter((element) => !element.closest('svg')).length;
    return Object.fromEntries(
      Object.entries(tags).map(([name, selector]) => [
        name,
        { head: count(document.head, selector), body: count(document.body, selector) },
      ]),
    );
  }, TAGS);
}

/** The same tags in raw HTML: each once in <head> (robots at most once), none after it. */
function expectInRawHead(html: string, label: string) {
  const end = html.indexOf('</head>');
  expect(end, label).toBeGreaterThan(0);
  const head = html.slice(0, end);
  const rest = html.slice(end);
  const raw: Record<keyof typeof TAGS, RegExp> = {
    title: /<title>[^<]+<\/title>/g,
    description: /<meta name="description" content="[^"]+"/g,
    canonical: /<link rel="canonical" href="[^"]+"/g,
    robots: /<meta name="robots" content="[^"]+"/g,
    'og:title': /<meta property="og:title" content="[^"]+"/g,
    'og:url': /<meta property="og:url" content="[^"]+"/g,
    'og:image': /<meta property="og:image" content="[^"]+"/g,
  };
  for (const [name, pattern] of Object.entries(raw)) {
    const inHead = head.match(pattern)?.length ?? 0;
    if (OPTIONAL.has(name)) expect(inHead, `${label} ${name}`).toBeLessThanOrEqual(1);
    else expect(inHead, `${label} ${name}`).toBe(1);
    // A <title> further down belongs to an inline SVG icon.
    if (name !== 'title') expect(rest.match(pattern), `${label} ${name} after </head>`).toBeNull();
  }
  expect(head, `${label} robots`).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
}

// The same <head> at every width (the tags come from the server, not the layout): desktop only.
test(
  'every indexable page kind keeps its metadata in <head>, raw and after hydration',
  { tag: '@any-width' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    type Listing = { _id: string; operation: 'venta' | 'arriendo'; location: { city: string; locality?: string } };
    const properties = (await (await request.get('/api/properties?limit=20')).json()) as { data: Listing[] };
    const property = properties.data[0];
    const placed = properties.data.find((p) => p.location.city && p.location.locality);
    const news = ((await (await request.get('/api/news?limit=1')).json()) as { data: Array<{ slug: string }> }).data[0];
    const agent = /href="(\/asesores\/[^"/]+)"/.exec(await (await request.get('/asesores')).text())?.[1];
    expect(placed, 'a seeded listing with a localidad').toBeTruthy();
    expect(agent, 'an agent linked from /asesores').toBeTruthy();
    const kinds = {
      home: '/',
      listing: '/listing',
      property: `/property/${property._id}`,
      localidad: marketPagePath(placed!.operation, placed!.location.city, placed!.location.locality!),
      agent: agent!,
      news: '/news',
      'news item': `/news/${news.slug}`,
      services: '/services',
      about: '/about',
      contact: '/contact',
      simulator: '/simulador',
    };

    for (const [kind, path] of Object.entries(kinds)) {
      const label = `${kind} (${path})`;
      // goto() returns once React has hydrated (fixtures.ts); networkidle lets late chunks and
      // anything streamed after them land too.
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status(), label).toBe(200);
      for (const [name, where] of Object.entries(await placement(page))) {
        if (OPTIONAL.has(name)) expect(where.head, `${label} ${name} in <head>`).toBeLessThanOrEqual(1);
        else expect(where.head, `${label} ${name} in <head>`).toBe(1);
        expect(where.body, `${label} ${name} in <body>`).toBe(0);
      }
      const { robots, url } = await page.evaluate(() => ({
        robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? 'index',
        url: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      }));
      expect(robots, label).not.toContain('noindex');
      expect(url, label).toMatch(/^https?:\/\//);

      // Raw HTML with this browser's user agent: the page cache's copy (an anonymous visitor's)...
      expectInRawHead(await (await page.request.get(path)).text(), `${label} cached`);
      // ...and Next's own render, which a signed-in visitor gets (the page cache steps aside).
      const direct = await page.request.get(path, { headers: { cookie: 'next-auth.session-token=e2e' } });
      expectInRawHead(await direct.text(), `${label} rendered`);
    }
  },
);
