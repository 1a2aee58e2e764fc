import { publicList } from './api-client';
import { expect, test } from './fixtures';

// A page from the page cache shows its content before any of Next's chunks is fetched or run
// (lib/page-cache/defer-scripts.ts), and still hydrates: goto() returns only once React has
// hydrated the document (fixtures.ts), or the test times out.

test('a kept page paints before it loads its scripts, then hydrates', async ({ page, request }) => {
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
});
