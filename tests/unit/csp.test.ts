import { describe, expect, it } from 'vitest';

import { OFFICE_MAP_URL } from '@/components/content/contact-info';
import { videoEmbedUrl } from '@/components/property/video-modal';
import { TILE_ORIGINS, TILE_SOURCES } from '@/lib/maps/tiles';
import { contentSecurityPolicy, FRAME_HOSTS } from '@/lib/security/csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  it('allows every frame the pages build: the office map, YouTube and Vimeo', () => {
    const frames = [
      OFFICE_MAP_URL,
      videoEmbedUrl('https://www.youtube.com/watch?v=abcdefgh')!,
      videoEmbedUrl('https://vimeo.com/123456')!,
    ];
    const allowed = directive(contentSecurityPolicy(), 'frame-src');
    for (const url of frames) expect(allowed, url).toContain(new URL(url).origin);
    expect(allowed).toEqual(FRAME_HOSTS);
  });

  it('allows the map tiles of every provider as images, and exactly their hosts', () => {
    const images = directive(contentSecurityPolicy(), 'img-src');
    for (const source of Object.values(TILE_SOURCES)) expect(images).toContain(new URL(source.url).origin);
    expect(TILE_ORIGINS).toEqual(['https://tile.openstreetmap.org']);
    expect(images.filter((host) => host.includes('openstreetmap'))).toEqual(TILE_ORIGINS);
  });

  it('is strict in production and loosened only for next dev', () => {
    const production = contentSecurityPolicy();
    expect(directive(production, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(production, 'connect-src')).not.toContain('ws:');
    expect(production).toContain("frame-ancestors 'none'");
    expect(production).toContain("object-src 'none'");
    expect(production).not.toContain('upgrade-insecure-requests');
    expect(directive(contentSecurityPolicy({ dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('asks for https subresources when the site is served over https', () => {
    expect(contentSecurityPolicy({ https: true }).split('; ').at(-1)).toBe('upgrade-insecure-requests');
  });
});
