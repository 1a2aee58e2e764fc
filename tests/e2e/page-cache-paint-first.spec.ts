import { publicList } from './api-client';
import { expect, test } from './fixtures';

// A page from the page cache shows its content before any of Next's chunks is fetched or run
// (lib/page-cache/defer-scripts.ts), and still hydrates: goto() returns only once React has
// hydrated the document (fixtures.ts), or the test times out.

test(
  'a kept page paints before it loads its scripts, then hydrates',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const property = `/property/${(await publicList(request, 'limit=1')).data[0]._id}`;
    for (const path of ['/', '/listing', property, '/news']) {
      await page.goto(path); // the first visit fills the page cache
      const response = await page.goto(path);
      expect(response?.headers()['x-page-cache'], path).toBe('HIT');
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        // Added by the loader (initiator "script"), not the entry chunk's <link rel=preload>.
        chunks: performance
          .getEntriesByType('resource')
          .filter(
            (r) =>
              /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name) &&
              (r as PerformanceResourceTiming).initiatorType === 'script',
          )
          .map((r) => r.startTime),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.chunks.length, path).toBeGreaterThan(2);
      expect(Math.min(...timing.chunks), path).toBeGreaterThanOrEqual(timing.paint!);
    }
  },
);

// React reports a document that does not match what the client renders (an HTML rewrite of the
// page cache gone wrong: a moved script, a changed attribute) as a recoverable error in the
// console, minified in a production build: https://react.dev/errors/418 and its neighbours.
const HYDRATION_ERROR =
  /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)|Minified React error #(418|419|421|422|423|425)/i;

test('no page served rewritten from the page cache has a hydration error', async ({ page, request }) => {
  test.setTimeout(120_000);
  const property = (await publicList(request, 'limit=1')).data[0];
  const news = ((await (await request.get('/api/news?limit=1')).json()) as { data: Array<{ slug: string }> }).data[0];
  const agents = await page.request.get('/asesores');
  const agent = /href="(\/asesores\/[^"/]+)"/.exec(await agents.text())?.[1];
  const paths = [
    '/',
    '/listing?operation=arriendo',
    `/property/${property._id}`,
    '/news',
    `/news/${news.slug}`,
    '/about',
    '/contact',
    '/services?tab=venta',
    '/simulador',
    '/vender',
    '/privacy',
    '/asesores',
    ...(agent ? [agent] : []),
    '/inmuebles/venta/bogota',
  ];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of paths) {
    await page.goto(path); // fills the page cache
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.headers()['x-page-cache'], path).toBe('HIT');
    expect(errors, path).toEqual([]);
  }
});
