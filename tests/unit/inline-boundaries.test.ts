import { createElement as h, Suspense, use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { inlineBoundaries } from '@/lib/page-cache/inline-boundaries';

// React's own streaming output is the fixture: a page whose parts arrive late must come out of
// inlineBoundaries exactly as React renders the same page when nothing waits.

type Data = Promise<string>;

const later = (value: string, ms: number): Data => new Promise((resolve) => setTimeout(() => resolve(value), ms));
// React reads a settled promise's status and value without suspending.
const ready = (value: string): Data => Object.assign(Promise.resolve(value), { status: 'fulfilled', value }) as Data;

function Text({ data, tag }: { data: Data; tag: string }) {
  return h(tag, null, use(data));
}

function Part({ data, children }: { data: Data; children?: ReactNode }) {
  return h('section', null, h('h2', null, use(data)), h('div', { className: 'body' }, children));
}

/** A page: a header, a main part with a nested late part, a second part and a footer. */
function page(main: Data, nested: Data, aside: Data) {
  return h(
    'html',
    { lang: 'es-CO' },
    h(
      'body',
      null,
      h('header', null, h('a', { href: '/' }, 'Inicio')),
      h(
        Suspense,
        { fallback: h('div', { role: 'status' }, h('div', null, 'Cargando…')) },
        h(
          Part,
          { data: main },
          h('p', null, 'Precio: ', '$ 450.000.000'),
          h(Suspense, { fallback: h('span', null, '…') }, h(Text, { data: nested, tag: 'ul' })),
        ),
      ),
      h(Suspense, { fallback: null }, h(Text, { data: aside, tag: 'aside' })),
      h('footer', null, 'Bogotá'),
    ),
  );
}

/** The whole HTML, read as it streams (the shell first, each part as it resolves). */
async function html(node: ReactNode): Promise<string> {
  return new Response(await renderToReadableStream(node)).text();
}

describe('inlineBoundaries', () => {
  it('leaves a streamed page as React renders it when nothing waits', async () => {
    const streamed = await html(
      page(later('Apartamento en Chapinero', 5), later('3 habitaciones', 15), later('Agente', 10)),
    );
    expect(streamed).toContain('$RC("B:');
    expect(streamed).toContain('<div hidden id="S:');
    const whole = await html(page(ready('Apartamento en Chapinero'), ready('3 habitaciones'), ready('Agente')));
    expect(whole).not.toContain('<template');

    // The shell's reveal timer stays (harmless, and hashed in the shell's CSP): all else is equal.
    const timer = '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>';
    expect(streamed).toContain(timer);
    expect(inlineBoundaries(streamed)?.replace(timer, '')).toBe(whole);
  });

  it('fills a postponed segment ($RS) in place; ids count in hex', () => {
    const streamed =
      '<body><!--$?--><template id="B:0"></template><p>skeleton</p><!--/$--><div hidden id="S:0"><main><h1>Casa</h1><template id="P:a"></template></main></div>' +
      '<script nonce="abc">$RC=function(a,b){};$RC("B:0","S:0")</script><div hidden id="S:a"><p>Similares</p></div>' +
      '<script nonce="abc">$RS=function(a,b){a=document.getElementById(a)};$RS("S:a","P:a")</script></body>';
    expect(inlineBoundaries(streamed)).toBe('<body><!--$--><main><h1>Casa</h1><p>Similares</p></main><!--/$--></body>');
  });

  it('keeps nested divs, scripts and completed boundaries of a part whole', () => {
    const streamed =
      '<body><!--$?--><template id="B:0"></template><div>x</div><!--/$-->' +
      '<div hidden id="S:0"><div><div>a</div><script type="application/ld+json">{"a":"</div>"}</script><!--$--><div>b</div><!--/$--></div></div>' +
      '<script>$RC("B:0","S:0")</script></body>';
    expect(inlineBoundaries(streamed)).toBe(
      '<body><!--$--><div><div>a</div><script type="application/ld+json">{"a":"</div>"}</script><!--$--><div>b</div><!--/$--></div><!--/$--></body>',
    );
  });

  it('refuses what it cannot reproduce with certainty', () => {
    const part = (script: string, content = '<p>a</p>') =>
      `<body><!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0">${content}</div><script>${script}</script></body>`;
    expect(inlineBoundaries(part('$RC("B:0","S:0")'))).toBe('<body><!--$--><p>a</p><!--/$--></body>');
    expect(inlineBoundaries(part('$RX("B:0","","","")'))).toBeNull(); // a boundary that failed on the server
    expect(inlineBoundaries(part('$RR("B:0","S:0",[])'))).toBeNull(); // waits for stylesheets
    expect(inlineBoundaries(part('$RC("B:0","S:0");doSomethingElse()'))).toBeNull();
    expect(inlineBoundaries(part('$RC("B:0","S:0")', '<script>self.__next_f.push([1,"a"])</script>'))).toBeNull();
    expect(inlineBoundaries(part('$RC("B:0","S:9")'))).toBeNull(); // no such part
    expect(inlineBoundaries('<body><p>static</p></body>')).toBeNull(); // nothing streamed: nothing to do
    expect(inlineBoundaries('<body><!--$?--><template id="B:0"></template><!--/$--></body>')).toBeNull(); // never revealed
  });
});
