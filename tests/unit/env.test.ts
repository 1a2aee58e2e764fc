import { afterEach, describe, expect, it } from 'vitest';

import { env, siteOrigin, siteUrlProblem } from '@/lib/env';

import { withLocalSiteUrl } from '../../scripts/lib/site-url.mjs';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('env', () => {
  it('accepts MongoDB URIs and absolute site URLs', () => {
    process.env.MONGODB_URI = 'mongodb+srv://u:p@cluster.example.net/inmobiliaria';
    process.env.SITE_URL = 'https://www.inmobiliariabogota.co';
    expect(env()).toMatchObject({
      MONGODB_URI: 'mongodb+srv://u:p@cluster.example.net/inmobiliaria',
      SITE_URL: 'https://www.inmobiliariabogota.co',
    });
  });

  it('names the variable that is wrong', () => {
    process.env.MONGODB_URI = 'postgres://localhost/x';
    expect(() => env()).toThrow('MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string');
    process.env.MONGODB_URI = 'mongodb://127.0.0.1:27017/x';
    process.env.SITE_URL = 'www.example.co';
    expect(() => env()).toThrow('SITE_URL must be an absolute URL');
  });

  it('refuses the alerts test clock on a real https site, not on the .test domain of the tests', () => {
    process.env.ALERTS_TEST_CLOCK = '1';
    process.env.SITE_URL = 'https://www.inmobiliariabogota.co';
    expect(() => env()).toThrow('ALERTS_TEST_CLOCK is for tests only');
    process.env.SITE_URL = 'https://www.inmobiliaria.test';
    expect(env().ALERTS_TEST_CLOCK).toBe(true);
    process.env.SITE_URL = 'http://127.0.0.1:3000';
    expect(env().ALERTS_TEST_CLOCK).toBe(true);
  });

  it('validates the port and the Redis key prefix', () => {
    process.env.PORT = '3100';
    process.env.REDIS_KEY_PREFIX = 'sitio-b:';
    expect(env()).toMatchObject({ PORT: 3100, REDIS_KEY_PREFIX: 'sitio-b:' });
    process.env.PORT = 'tres mil';
    expect(() => env()).toThrow('PORT must be a whole number from 0 to 65535');
    process.env.PORT = '3000';
    process.env.REDIS_KEY_PREFIX = 'con espacio:';
    expect(() => env()).toThrow('REDIS_KEY_PREFIX must be at most 64 characters without spaces');
  });
});

describe('the public origin', () => {
  it('is SITE_URL without its trailing slash, else the local server', () => {
    process.env.SITE_URL = 'https://www.inmobiliariabogota.co/';
    process.env.NEXTAUTH_URL = 'https://auth.example.co';
    expect(siteOrigin()).toBe('https://www.inmobiliariabogota.co');
    delete process.env.SITE_URL;
    process.env.PORT = '3100';
    // NEXTAUTH_URL is next-auth's: e-mailed links and pages agree on one origin.
    expect(siteOrigin()).toBe('http://localhost:3100');
    delete process.env.PORT;
    expect(siteOrigin()).toBe('http://localhost:3000');
  });

  it('is required by a production start, and only there', () => {
    delete process.env.SITE_URL;
    expect(siteUrlProblem(env(), true)).toMatch(/^SITE_URL is not set: set it to the public origin/);
    expect(siteUrlProblem(env(), false)).toBeNull();
    process.env.SITE_URL = 'https://www.inmobiliariabogota.co';
    expect(siteUrlProblem(env(), true)).toBeNull();
    // Outside a build, "production" is NODE_ENV as the process has it.
    delete process.env.SITE_URL;
    Object.assign(process.env, { NODE_ENV: 'production' });
    expect(siteUrlProblem(env())).not.toBeNull();
    Object.assign(process.env, { NODE_ENV: 'development' });
    expect(siteUrlProblem(env())).toBeNull();
  });

  it("is the local server's on the embedded launcher, with a warning naming SITE_URL", () => {
    const local: Record<string, string | undefined> = { PORT: '3100' };
    const warning = withLocalSiteUrl(local);
    expect(local.SITE_URL).toBe('http://localhost:3100');
    expect(warning).toContain('SITE_URL is not set');
    expect(warning).toContain('http://localhost:3100');
    const set: Record<string, string | undefined> = { SITE_URL: 'https://www.inmobiliariabogota.co' };
    expect(withLocalSiteUrl(set)).toBeNull();
    expect(set.SITE_URL).toBe('https://www.inmobiliariabogota.co');
  });
});
