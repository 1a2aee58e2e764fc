import { describe, expect, it } from 'vitest';

import { FILL_HEADER, statusPageTarget } from '@/lib/page-cache/eligible';
import { renderStatus } from '@/lib/page-cache/render-status';

// What Next 16 streams when notFound() or redirect() runs inside a page's boundary (as seen in
// the HTML of /property/{unknown} and /plan-form?plan=zzz): the shell, then React's error script.
const shell = '<!DOCTYPE html><html><body><div hidden id="S:1"></div>';
const notFound = `${shell}<script nonce="n">$RX("B:5","NEXT_HTTP_ERROR_FALLBACK;404")</script></body></html>`;
const redirect = `${shell}<script nonce="n">$RX("B:2","NEXT_REDIRECT;replace;/services;307;")</script></body></html>`;

describe('renderStatus', () => {
  it('reads a not-found and a redirect from React’s boundary error script', () => {
    expect(renderStatus(notFound)).toEqual({ status: 404 });
    expect(renderStatus(redirect)).toEqual({ status: 307, location: '/services' });
    expect(renderStatus(`${shell}</body></html>`)).toEqual({ status: 200 });
  });

  it('and from the failed boundary of a page rendered whole (for crawlers that read only the first HTML)', () => {
    const whole = (digest: string) => `${shell}<!--$!--><template data-dgst="${digest}"></template><p>404</p>`;
    expect(renderStatus(whole('NEXT_HTTP_ERROR_FALLBACK;404'))).toEqual({ status: 404 });
    expect(renderStatus(whole('NEXT_REDIRECT;replace;/services;307;'))).toEqual({ status: 307, location: '/services' });
  });

  it('never reads them from the page’s own text, which React escapes', () => {
    const flight = `self.__next_f.push([1,"$RX(\\"B:5\\",\\"NEXT_HTTP_ERROR_FALLBACK;404\\")"])`;
    const text = '<p>$RX(&quot;B:5&quot;,&quot;NEXT_REDIRECT;replace;/x;307;&quot;)</p>';
    expect(renderStatus(`${shell}<script>${flight}</script>${text}</body></html>`)).toEqual({ status: 200 });
  });

  it('follows a path of this site only', () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
      expect(renderStatus(redirect.replace('/services', target)).status, target).toBe(200);
  });
});

describe('statusPageTarget', () => {
  const load = (pathname: string, headers: Record<string, string> = {}, method = 'GET', search = '') => ({
    method,
    pathname,
    search,
    headers: new Headers({ 'user-agent': 'Mozilla/5.0', ...headers }),
  });

  it('takes detail pages and /plan-form, for every visitor, GET and HEAD', () => {
    expect(statusPageTarget(load('/property/abc'))?.path).toBe('/property/abc');
    expect(statusPageTarget(load('/news/x', { cookie: 'next-auth.session-token=t' }))?.key).toBe('status /news/x');
    expect(statusPageTarget(load('/plan-form', {}, 'HEAD', '?plan=zzz'))?.path).toBe('/plan-form?plan=zzz');
    // The owner's report link: a revoked one is a 404 (docs/owner-report.md).
    expect(statusPageTarget(load('/propietario/abc'))?.key).toBe('status /propietario/abc');
    expect(statusPageTarget(load('/inquilino/abc'))?.key).toBe('status /inquilino/abc');
  });

  it('leaves every other page, payload fetches and the cache’s own render to Next', () => {
    expect(statusPageTarget(load('/about'))).toBeNull();
    expect(statusPageTarget(load('/listing'))).toBeNull();
    expect(statusPageTarget(load('/property/abc', {}, 'POST'))).toBeNull();
    expect(statusPageTarget(load('/property/abc', { 'sec-fetch-dest': 'empty' }))).toBeNull();
    expect(statusPageTarget(load('/property/abc', { [FILL_HEADER]: '1' }))).toBeNull();
    expect(statusPageTarget(load('/property/abc', {}, 'GET', '?_rsc=1'))).toBeNull();
  });
});
