// A kept page paints before it fetches and runs Next's chunks.
//
// Next writes its chunks as `<script src async>` in <head>. They then share a phone's connection
// with the stylesheets, font and photo the first paint needs, and on a fast connection (or from
// the HTTP cache of a returning visitor) they arrive while the HTML is still being parsed and the
// phone's CPU evaluates them before it paints anything. None of that is needed to show the page:
// its text and photo are in the HTML (inline-boundaries.ts). So the page cache takes those tags
// out, and one small script at the end of <body> adds them, in Next's order, once the browser has
// painted the page and its priority photo (next/image `priority`) has loaded, or after MAX_WAIT_MS
// whatever happens. The entry chunk keeps the <link rel=preload> Next gives it. Hydration then
// starts from a painted page (links work before it, as plain HTML; buttons answer once hydrated).
// The gain in Lighthouse's largest paint is in docs/performance.md#first-paint.

/** Hydration never waits longer than this for the first paint and the priority photo. */
export const MAX_WAIT_MS = 2500;

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const ATTRIBUTE = /([a-zA-Z][\w-]*)(?:="([^"]*)")?/g;
/** The attributes Next writes on a chunk; any other (integrity, crossorigin…) leaves the tag alone. */
const CHUNK_ATTRIBUTES = new Set(['src', 'async', 'nonce', 'id']);

interface Chunk {
  src: string;
  id?: string;
}

function attributes(source: string): Map<string, string> {
  return new Map([...source.matchAll(ATTRIBUTE)].map(([, name, value = '']) => [name.toLowerCase(), value]));
}

/** Next's own chunk scripts: same-origin, async, classic (not the noModule polyfills). */
function chunkOf(source: string): Chunk | null {
  const attrs = attributes(source);
  const src = attrs.get('src');
  if (!src?.startsWith('/_next/static/') || !attrs.has('async') || attrs.has('nomodule') || attrs.has('type'))
    return null;
  if ([...attrs.keys()].some((name) => !CHUNK_ATTRIBUTES.has(name))) return null;
  return { src, id: attrs.get('id') };
}

/**
 * The script that adds `chunks` once the page has painted: after the browser reports its first
 * contentful paint and every priority photo has loaded, two frames later (the second frame starts
 * after the first was on screen), so hydration never delays what the visitor first sees. Kept
 * small and old-fashioned: it runs on every page view, in every browser.
 */
function loader(chunks: Chunk[]): string {
  const list = JSON.stringify(chunks.map((c) => (c.id ? [c.src, c.id] : [c.src]))).replaceAll('<', '\\u003c');
  return (
    `(function(w,d,c){var done=0,P=w.PerformanceObserver,painted=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0),` +
    `photos=[].filter.call(d.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete}),left=photos.length;` +
    `function load(){if(done)return;done=1;c.forEach(function(a){var s=d.createElement("script");` +
    `s.src=a[0];if(a[1])s.id=a[1];s.async=true;d.body.appendChild(s)})}` +
    `function check(){if(painted&&left<=0)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}` +
    `if(!painted)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=1;check()}}).observe({type:"paint",buffered:true});` +
    `photos.forEach(function(i){function one(){left--;check()}i.addEventListener("load",one);i.addEventListener("error",one)});` +
    `setTimeout(load,${MAX_WAIT_MS});check()` +
    `})(window,document,${list})`
  );
}

/**
 * The page with Next's chunk scripts loaded after its first paint, or null when it has none or
 * no nonce to give the loader (the response's CSP allows inline scripts only by nonce or hash).
 */
export function deferScripts(html: string, nonce: string | undefined): string | null {
  if (!nonce) return null;
  const chunks: Chunk[] = [];
  let firstAt = -1;
  const without = html.replace(SCRIPT_TAG, (whole, source: string, offset: number) => {
    const chunk = chunkOf(source);
    if (!chunk) return whole;
    if (firstAt < 0) firstAt = offset;
    chunks.push(chunk);
    return '';
  });
  const end = without.lastIndexOf('</body>');
  if (chunks.length === 0 || firstAt > html.indexOf('</head>') || end < 0) return null;
  return `${without.slice(0, end)}<script nonce="${nonce}">${loader(chunks)}</script>${without.slice(end)}`;
}
