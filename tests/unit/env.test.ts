import { afterEach, describe, expect, it } from 'vitest';

import { env } from '@/lib/env';

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
});
