import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SiteIntegrations } from '@/components/site/site-integrations';
import { DEFAULT_SETTINGS } from '@/lib/domain/settings';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { inlineScriptHashes, inlineScripts, scriptHash } from '@/lib/security/inline-scripts';
import { routeOf } from '@/lib/security/shell-hashes';

const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('contentSecurityPolicy with a nonce and shell hashes', () => {
  it('lists the nonce and each hash before the CSP1 fallback, and keeps the analytics hosts', () => {
    const sources = scriptSrc(contentSecurityPolicy({ nonce: 'bm9uY2U=', hashes: ['aGFzaDE=', 'aGFzaDI='] }));
    expect(sources.slice(0, 5)).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      "'sha256-aGFzaDE='",
      "'sha256-aGFzaDI='",
      "'unsafe-inline'",
    ]);
    expect(sources).toContain('https://www.googletagmanager.com');
    expect(sources).not.toContain("'strict-dynamic'");
  });

  it('has neither without them (non-page responses)', () => {
    expect(scriptSrc(contentSecurityPolicy()).filter((s) => /^'(nonce|sha256)-/.test(s))).toEqual([]);
  });
});

describe('inline scripts of a document', () => {
  const html = [
    '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script nonce="n">self.__next_f.push([1,"x"])</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<SCRIPT type="module">import("/x.js")</SCRIPT>',
  ].join('');

  it('finds the executable ones, skips src scripts, and treats JSON-LD as data', () => {
    const scripts = inlineScripts(html);
    expect(scripts.map((s) => [s.attributes.trim(), s.executable])).toEqual([
      ['', true],
      ['nonce="n"', true],
      ['type="application/ld+json"', false],
      ['type="module"', true],
    ]);
  });

  it('hashes them as a browser does (sha256 of the UTF-8 body, base64), once each', () => {
    // The hash Chromium reports for this exact script body (React's shell timing script).
    expect(scriptHash('requestAnimationFrame(function(){$RT=performance.now()});')).toBe(
      '7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=',
    );
    expect(inlineScriptHashes(html + html)).toHaveLength(3);
  });
});

describe('routeOf', () => {
  const routes = {
    static: new Set(['/', '/listing', '/news', '/_not-found']),
    dynamic: [
      { page: '/news/[id]', regex: /^\/news\/([^/]+?)(?:\/)?$/ },
      { page: '/property/[id]', regex: /^\/property\/([^/]+?)(?:\/)?$/ },
    ],
  };

  it('maps a path to the route Next renders it with, unknown paths to the 404 page', () => {
    expect(routeOf('/', routes)).toBe('/');
    expect(routeOf('/listing', routes)).toBe('/listing');
    expect(routeOf('/listing/', routes)).toBe('/listing');
    expect(routeOf('/property/apto-chapinero-1', routes)).toBe('/property/[id]');
    expect(routeOf('/news/valorizacion', routes)).toBe('/news/[id]');
    expect(routeOf('/property/a/b', routes)).toBe('/_not-found');
    expect(routeOf('/nada', routes)).toBe('/_not-found');
  });
});

describe('SiteIntegrations', () => {
  it('puts the nonce on the theme script and on both analytics bootstraps', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      integrations: { ...DEFAULT_SETTINGS.integrations, googleAnalytics: 'G-TEST12345', facebookPixel: '123456789012' },
    };
    const html = renderToStaticMarkup(createElement(SiteIntegrations, { settings, nonce: 'bm9uY2U=' }));
    const scripts = inlineScripts(html);
    expect(scripts.map((s) => s.body)).toEqual([
      expect.stringContaining('dataset.theme'),
      expect.stringContaining('dataLayer'),
      expect.stringContaining('!function(f,n)'),
    ]);
    for (const script of scripts) expect(script.attributes).toContain('nonce="bm9uY2U="');
  });
});
