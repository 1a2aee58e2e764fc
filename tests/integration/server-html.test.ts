import { describe, expect, it } from 'vitest';

import { baseURL, getJson } from './stack-client';

// Every public page must arrive as HTML a crawler can read without JavaScript: its <h1> in the
// document and every streamed boundary's content present. The home page once came with an empty
// <main>: a carousel read the clock while prerendering, the boundary's content never reached the
// HTML (only its completion call did), and the page was blank until hydration (React error #419).

async function html(path: string) {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Boundary completions ($RC("B:n","S:n")) whose segment S:n is nowhere in the document. */
function orphanCompletions(page: string) {
  const segments = new Set([...page.matchAll(/id="(S:\d+)"/g)].map((m) => m[1]));
  return [...page.matchAll(/\$RC\("(B:\d+)","(S:\d+)"\)/g)].map((m) => m[2]).filter((s) => !segments.has(s));
}

/** The scripts a page runs before any interaction: its <script src> and those its loader adds (defer-scripts.ts). */
function pageScripts(page: string): string[] {
  const tags = [...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  const loaded = /\}\)\(window,document,(\[.*?\])\)<\/script>/.exec(page);
  return [...tags, ...(loaded ? (JSON.parse(loaded[1]) as string[][]).map(([src]) => src) : [])];
}

describe('server-rendered HTML of the public pages', async () => {
  const property = (await getJson<{ data: Array<{ _id: string }> }>('/api/properties?limit=1')).body.data[0];
  // A property with photos (other tests create some without): its gallery is a carousel. The
  // seed's featured properties all have them.
  const featured = await getJson<{ data: Array<{ _id: string; images: unknown[] }> }>(
    '/api/properties?featured=true&limit=100',
  );
  const withPhotos = featured.body.data.find((p) => p.images.length > 1)!;
  const news = (await getJson<{ data: Array<{ slug: string }> }>('/api/news?limit=1')).body.data[0];
  const pages: Array<[string, string]> = [
    ['/', 'Encuentra el inmueble ideal'],
    ['/listing', 'Inmuebles'],
    [`/property/${property._id}`, ''],
    ['/services', ''],
    ['/plan-form?plan=arriendo-estandar', ''],
    ['/about', ''],
    ['/news', 'Noticias y Actualidad'],
    [`/news/${news.slug}`, ''],
    ['/contact', ''],
    ['/terms', ''],
    ['/privacy', ''],
    ['/vender', '¿Cuánto vale mi inmueble?'],
    ['/inmuebles/venta/bogota', 'Inmuebles en venta en Bogotá'],
    ['/inmuebles/arriendo/bogota/chapinero', 'Inmuebles en arriendo en Chapinero, Bogotá'],
  ];

  it.each(pages)('%s has its heading and every streamed part in the HTML', async (path, heading) => {
    const page = await html(path);
    expect(orphanCompletions(page), path).toEqual([]);
    const h1 = page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
    expect(h1, `${path} has an <h1> in its HTML`).not.toBeNull();
    expect(h1![1]).toContain(heading);
  });

  it('the home page serves its sections, not an empty main waiting for JavaScript', async () => {
    const page = await html('/');
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    for (const text of [
      'Buscar Propiedades',
      'Ver Destacados',
      'Nuestros Servicios',
      'Lo que dicen nuestros clientes',
    ]) {
      expect(main).toContain(text);
    }
  });

  // Libraries no first screen needs are loaded later: Swiper once the page is interactive
  // (components/ui/lazy-swiper.tsx), with the slides already in its markup, zod when a
  // visitor touches a lead form (components/content/lead-schemas.ts), and the maps' Leaflet and
  // supercluster when a map nears the screen (components/map/use-in-view.ts).
  const LATE = {
    Swiper: 'slidesPerGroupSkip',
    zod: 'Invalid input', // its English messages (the Spanish fallback map, lib/validation/zod-locale.ts, names its codes)
    Leaflet: 'leaflet-tile-container',
    supercluster: 'point_count_abbreviated',
  }; // strings minified code keeps
  it.each([['/'], [`/property/${withPhotos._id}`], ['/contact'], ['/plan-form?plan=arriendo-estandar'], ['/listing']])(
    '%s loads neither Swiper, zod nor the map libraries before its first paint',
    async (path) => {
      const page = await html(path);
      const scripts = pageScripts(page);
      expect(scripts.length).toBeGreaterThan(3);
      for (const src of scripts) {
        const code = await (await fetch(new URL(src, baseURL()))).text();
        for (const [library, marker] of Object.entries(LATE))
          expect(code.includes(marker), `${src} is ${library}`).toBe(false);
      }
      for (const [, href] of page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
        const css = await (await fetch(new URL(href, baseURL()))).text();
        expect(css.includes('.leaflet-pane'), `${href} is Leaflet's stylesheet`).toBe(false);
      }
    },
  );

  it('the one web font a page preloads is the 28 KB cut of Inter (scripts/font/subset-inter.py)', async () => {
    const fonts = [
      ...new Set([...(await html('/listing')).matchAll(/\/_next\/static\/media\/[^"\\]+\.woff2/g)].map((m) => m[0])),
    ];
    expect(fonts).toHaveLength(1);
    const bytes = (await (await fetch(new URL(fonts[0], baseURL()))).arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(20_000);
    expect(bytes).toBeLessThan(30_000);
  });

  it.each([['/'], [`/property/${withPhotos._id}`]])("%s renders its slides in Swiper's markup", async (path) => {
    expect(await html(path)).toMatch(
      /<div class="swiper[ "][^>]*><div class="swiper-wrapper"><div class="swiper-slide/,
    );
  });

  // Sections below the first screen skip layout until they near the viewport (app/globals.css
  // below-fold). Not the footer: axe reads its light text against white while it is skipped.
  it('the light sections below the first screen of / and a property skip their first layout', async () => {
    const count = (page: string) => (page.match(/<section[^>]*class="below-fold /g) ?? []).length;
    expect(count(await html('/'))).toBe(5); // with the popular localidades
    // Características, Descripción, Comodidades, Ubicación, and the simulator (sale) or the
    // monthly cost and requirements (rent).
    expect(count(await html(`/property/${withPhotos._id}`))).toBe(5);
    expect(await html('/')).not.toMatch(/<footer[^>]*below-fold/);
  });

  // The page cache stores each page with its streamed parts already in place
  // (lib/page-cache/inline-boundaries.ts): the content paints as it is parsed, with no script.
  // Next's chunks are no longer in the document: the loader at the end of <body>, allowed by this
  // response's nonce, adds them after the first paint (lib/page-cache/defer-scripts.ts).
  const LIGHTHOUSE =
    'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse';
  it.each([
    [`/property/${withPhotos._id}`, ''],
    ['/listing', ''],
    ['/news', ''],
    [`/news/${news.slug}`, ''],
    ['/contact', ''],
    [`/property/${withPhotos._id}`, LIGHTHOUSE],
    ['/listing', LIGHTHOUSE],
  ])('%s comes from the page cache with every part in place (agent: %s)', async (path, agent) => {
    const get = () => fetch(`${baseURL()}${path}`, { headers: agent ? { 'user-agent': agent } : {} });
    await (await get()).text();
    const response = await get();
    expect(response.headers.get('x-page-cache')).toBe('HIT');
    const page = await response.text();
    expect(page).not.toMatch(/<div hidden id="S:|<template id="[BP]:|<!--\$\?-->|\$R[CS]\(/);
    expect(page.indexOf('<h1')).toBeGreaterThan(0);
    expect(page.indexOf('<h1')).toBeLessThan(page.indexOf('<footer'));
    expect(page).not.toMatch(/<script src="\/_next\/static\/[^"]+" (?:[a-z]+="[^"]*" )*async/i);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1];
    const loader = new RegExp(
      `<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">\\(function\\(w,d,c\\)[^]*?</script></body>`,
    );
    expect(page).toMatch(loader);
    expect(pageScripts(page).filter((src) => src.startsWith('/_next/static/chunks/')).length).toBeGreaterThan(3);
  });
});
