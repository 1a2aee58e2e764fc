// A streamed page, rewritten as the document its own scripts would leave behind.
//
// A partially prerendered page arrives as a shell with skeletons (`<!--$?--><template id="B:n">`
// + fallback + `<!--/$-->`) and, further down, each part's HTML in `<div hidden id="S:n">`
// followed by React's inline `$RC("B:n","S:n")` (reveal a boundary) or `$RS("S:n","P:n")` (fill a
// segment). In a browser nothing of the content shows until those scripts run, and React 19 holds
// reveals back up to 300 ms after the last paint; a property's photo, far down the HTML, waited
// for all of it. The page cache stores whole documents anyway, so it applies the same moves once,
// here, exactly as $RC/$RS do in the DOM: the content is in place, in document order, with the
// boundary marked complete (`<!--$-->`), which is what React's hydration then walks.
//
// Anything it does not recognise (an error boundary, stylesheets to wait for, flight data inside
// a part, an unmatched marker) returns null and the page is kept as Next rendered it.

type Instruction =
  { kind: 'C'; boundary: string; segment: string } | { kind: 'S'; segment: string; placeholder: string };

const INSTRUCTION_SCRIPT = /<script(?: nonce="[^"]*")?>(\$R[^]*?)<\/script>/g;
const CALL = /\$R([CS])\("([A-Z]:[0-9a-z]+)","([A-Z]:[0-9a-z]+)"\)/g; // ids count in hex
/** Instructions this does not reproduce: client-rendered ($RX), stylesheet ($RR) and form-state ($RM) completions. */
const UNSUPPORTED = /\$R[XRM]\(/;

/** The instructions of one script body, or null when it holds anything else. */
function parseScript(body: string): Instruction[] | null {
  const calls: Instruction[] = [];
  for (const [, kind, a, b] of body.matchAll(CALL)) {
    calls.push(kind === 'C' ? { kind, boundary: a, segment: b } : { kind: 'S', segment: a, placeholder: b });
  }
  // Left: the functions' definitions ($RB=[];$RV=function…), sent with their first use.
  const rest = body.replace(CALL, '').replace(/[;\s]+$/, '');
  if (rest && !/^\$R[A-Z]=/.test(rest)) return null;
  return /\$R[A-Z]\(\s*"/.test(rest) ? null : calls;
}

/** Index just past the element that opens at `start` (a `<div` … `</div>` pair, nesting counted). */
function endOfDiv(html: string, start: number): number {
  const tag = /<(\/?)(div|script|style)\b[^>]*>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [whole, closing, name] = match;
    if (name !== 'div') {
      if (closing) return -1;
      // Raw text: skip to its own end tag (flight data in a part is refused by the caller).
      const end = html.indexOf(`</${name}>`, tag.lastIndex);
      if (end < 0) return -1;
      tag.lastIndex = end + name.length + 3;
      continue;
    }
    depth += closing ? -1 : 1;
    if (depth === 0) return match.index + whole.length;
  }
  return -1;
}

/** Cuts `<div hidden id="S:n">…</div>` out of `html`: its inner HTML and the HTML without it. */
function takeSegment(html: string, id: string): { content: string; rest: string } | null {
  const open = `<div hidden id="${id}">`;
  const start = html.indexOf(open);
  if (start < 0 || html.indexOf(open, start + 1) >= 0) return null;
  const end = endOfDiv(html, start);
  if (end < 0) return null;
  const content = html.slice(start + open.length, end - '</div>'.length);
  if (content.includes('self.__next_f')) return null; // moving flight data would reorder it
  return { content, rest: html.slice(0, start) + html.slice(end) };
}

/** Index just past the `<!--/$-->` that closes the boundary whose fallback starts at `from`. */
function endOfBoundary(html: string, from: number): number {
  const marker = /<!--(\/?)(\$[?!~]?|&)-->/g;
  marker.lastIndex = from;
  let depth = 0;
  for (let match = marker.exec(html); match; match = marker.exec(html)) {
    if (!match[1]) depth++;
    else if (depth === 0) return match.index + match[0].length;
    else depth--;
  }
  return -1;
}

function apply(html: string, step: Instruction): string | null {
  const segment = takeSegment(html, step.segment);
  if (!segment) return null;
  const { content, rest } = segment;
  if (step.kind === 'S') {
    const placeholder = `<template id="${step.placeholder}"></template>`;
    const at = rest.indexOf(placeholder);
    return at < 0 ? null : rest.slice(0, at) + content + rest.slice(at + placeholder.length);
  }
  const pending = `<!--$?--><template id="${step.boundary}"></template>`;
  const at = rest.indexOf(pending);
  if (at < 0) return rest.includes(`id="${step.boundary}"`) ? null : rest; // React drops a part whose boundary is gone
  const end = endOfBoundary(rest, at + pending.length);
  if (end < 0) return null;
  return `${rest.slice(0, at)}<!--$-->${content}<!--/$-->${rest.slice(end)}`;
}

/** The page with every streamed part in place, or null when it cannot be done with certainty. */
export function inlineBoundaries(html: string): string | null {
  if (UNSUPPORTED.test(html)) return null;
  const steps: Instruction[] = [];
  let out = '';
  let last = 0;
  for (const match of html.matchAll(INSTRUCTION_SCRIPT)) {
    const calls = parseScript(match[1]);
    if (!calls) return null;
    steps.push(...calls);
    out += html.slice(last, match.index);
    last = match.index + match[0].length;
  }
  if (steps.length === 0) return null;
  out += html.slice(last);
  for (const step of steps) {
    const next = apply(out, step);
    if (next === null) return null;
    out = next;
  }
  const leftover = /<!--\$\?-->|<div hidden id="S:|<template id="[BP]:/.test(out);
  return leftover ? null : out;
}
