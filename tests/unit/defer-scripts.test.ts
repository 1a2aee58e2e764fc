import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { deferScripts, MAX_WAIT_MS } from '@/lib/page-cache/defer-scripts';

// The shapes Next 16 writes: the shell's chunks in <head> without a nonce (a per-request render
// gives them one), the polyfills as noModule, the entry chunk in <body> carrying id="_R_".
const NONCE = 'Rk9PQkFSYmF6cXV4MTIzNA==';
const page = [
  '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  `<script src="/_next/static/chunks/react.js" async="" nonce="${NONCE}"></script>`,
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async=""></script>',
  '</head><body><main><h1>Apartamento en Chapinero</h1><img fetchpriority="high" src="/a.webp"/></main>',
  `<script nonce="${NONCE}">requestAnimationFrame(function(){$RT=performance.now()});</script>`,
  '<script src="/_next/static/chunks/entry.js" id="_R_" async=""></script>',
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  '</body></html>',
].join('');

/** The loader's body, as the page carries it. */
function loaderOf(html: string): string {
  const match = new RegExp(`<script nonce="${NONCE}">(\\(function\\(w,d,c\\)[^]*?)</script></body>`).exec(html);
  if (!match) throw new Error('no loader before </body>');
  return match[1];
}

/** Runs the loader in a minimal browser: returns what it appended and the hooks it left. */
function run(loader: string, { photosComplete = true, paintTiming = true } = {}) {
  const appended: Array<{ src: string; id?: string; async?: boolean }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const photoListeners: Array<() => void> = [];
  let paintObserver:
    ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect(): void }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const photo = { complete: photosComplete, addEventListener: (_: string, fn: () => void) => photoListeners.push(fn) };
  const document = {
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? [photo] : []),
    createElement: () => ({}) as { src: string },
    body: { appendChild: (el: { src: string; id?: string; async?: boolean }) => appended.push(el) },
  };
  const window = { PerformanceObserver: paintTiming ? PerformanceObserver : undefined };
  runInNewContext(loader, {
    window,
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const flushFrames = () => frames.splice(0).forEach((fn) => fn());
  const flushZeroTimers = () => timers.filter((t) => t.ms === 0).forEach((t) => t.fn());
  return {
    appended,
    paint: () =>
      paintObserver?.({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    photoLoaded: () => photoListeners.forEach((fn) => fn()),
    /** Two frames, then the zero-delay timer: what "after the next frame is on screen" takes. */
    settle: () => {
      flushFrames();
      flushFrames();
      flushZeroTimers();
    },
    fallback: () => timers.filter((t) => t.ms === MAX_WAIT_MS).forEach((t) => t.fn()),
  };
}

describe('deferScripts', () => {
  const out = deferScripts(page, NONCE);

  it('takes Next’s chunk scripts out of the document and leaves everything else', () => {
    expect(out).not.toBeNull();
    expect(out).not.toContain('<script src="/_next/static/chunks/runtime.js"');
    expect(out).not.toContain('<script src="/_next/static/chunks/react.js"');
    expect(out).not.toContain('<script src="/_next/static/chunks/entry.js"');
    // Not Next's chunks: the noModule polyfills, third-party tags, inline scripts, the entry's preload.
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async=""></script>');
    expect(out).toContain(`<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`);
    expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>');
    expect(out).toContain('<h1>Apartamento en Chapinero</h1>');
  });

  it('adds them, in Next’s order, only after the first paint and the priority photo', () => {
    const browser = run(loaderOf(out!), { photosComplete: false });
    browser.settle();
    expect(browser.appended).toEqual([]);
    browser.paint();
    browser.settle();
    expect(browser.appended).toEqual([]); // the photo is still loading
    browser.photoLoaded();
    browser.settle();
    expect(browser.appended).toEqual([
      { src: '/_next/static/chunks/runtime.js', async: true },
      { src: '/_next/static/chunks/react.js', async: true },
      { src: '/_next/static/chunks/entry.js', id: '_R_', async: true },
    ]);
  });

  it('adds them once, and after MAX_WAIT_MS even when no paint is ever reported', () => {
    const browser = run(loaderOf(out!));
    browser.settle();
    expect(browser.appended).toEqual([]);
    browser.fallback();
    expect(browser.appended).toHaveLength(3);
    browser.paint();
    browser.settle();
    expect(browser.appended).toHaveLength(3);
  });

  it('waits only for frames in a browser without paint timing', () => {
    const browser = run(loaderOf(out!), { paintTiming: false });
    browser.settle();
    expect(browser.appended).toHaveLength(3);
  });

  it('leaves a page alone without a nonce for its loader or without Next’s chunks', () => {
    expect(deferScripts(page, undefined)).toBeNull();
    expect(deferScripts('<html><head></head><body><p>Hola</p></body></html>', NONCE)).toBeNull();
    // A chunk with an attribute it does not know (integrity, crossorigin…) stays where Next put it.
    const unknown = page.replace('runtime.js" async=""', 'runtime.js" async="" integrity="sha384-x"');
    expect(deferScripts(unknown, NONCE)).toContain('runtime.js" async="" integrity="sha384-x"></script>');
  });
});
