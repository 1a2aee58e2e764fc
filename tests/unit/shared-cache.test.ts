import { describe, expect, it } from 'vitest';

import { CLOCK_SKEW_MS, tagState } from '../../lib/redis/shared.mjs';
import { nginxConfig } from '../../scripts/lib/nginx.mjs';

// What an entry of the shared cache is worth given the tag expiry times in Redis
// (lib/redis/shared.mjs), and the balancer the cluster writes (scripts/lib/cluster.mjs).

describe('tagState', () => {
  const made = 1_000_000;
  const now = made + 60_000;

  it('is fresh when no tag changed after the entry was made', () => {
    expect(tagState([], [], made, now)).toBe('fresh');
    expect(tagState([null, made - 1], [null, made - 1], made, now)).toBe('fresh');
    expect(tagState([made], [made], made, now)).toBe('fresh');
  });

  it('is expired by a write after the entry was made, even one a moment ahead of this clock', () => {
    expect(tagState([null, made + 5], [made + 5], made, now)).toBe('expired');
    expect(tagState([now + CLOCK_SKEW_MS - 1], [now], made, now)).toBe('expired');
  });

  it('is only stale while a later expiry (expire > 0) has not come', () => {
    expect(tagState([now + 3_600_000], [made + 5], made, now)).toBe('stale');
    expect(tagState([now + 3_600_000], [made + 5], made, now + 3_600_000)).toBe('expired');
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig({
    dir: '/tmp/x',
    port: 8080,
    upstreams: ['http://127.0.0.1:3001', 'http://127.0.0.1:3002'],
  });

  it('balances over every instance and skips one that refuses or drops a connection', () => {
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('proxy_next_upstream error timeout http_502;');
    expect(config).toContain('keepalive_timeout 4s;');
    // The app trusts the right-most X-Forwarded-For entry (lib/auth/client-ip.ts): nginx appends it.
    expect(config).toContain('X-Forwarded-For $proxy_add_x_forwarded_for');
  });
});
