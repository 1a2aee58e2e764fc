import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  newWebhookId,
  newWebhookSecret,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
} from '@/lib/domain/webhook-signature';
import { checkTargetUrl, isBlockedAddress } from '@/lib/domain/webhook-targets';
import { WEBHOOK_MESSAGES, WEBHOOK_RETRY_SCHEDULE } from '@/lib/domain/webhooks';
import { propertyEmissions } from '@/lib/services/webhooks';
import { postWebhook } from '@/lib/services/webhooks/send';
import { webhookCreateSchema, webhookPatchSchema } from '@/lib/validation/webhooks';

describe('Standard Webhooks signature', () => {
  // The specification's own test vector (standard-webhooks, libraries' tests).
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const timestamp = 1614265330;
  const body = '{"test": 2432232314}';

  it('matches the specification test vector', () => {
    expect(signWebhook(secret, id, timestamp, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies its own headers, and refuses a changed body, an old timestamp or another secret', () => {
    const headers = webhookHeaders(secret, id, timestamp, body);
    const given = { id, timestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'] };
    expect(verifyWebhook(secret, given, body, timestamp + 10)).toBe(true);
    expect(verifyWebhook(secret, { ...given, signature: `v1,bm9wZQ== ${given.signature}` }, body, timestamp)).toBe(
      true,
    );
    expect(verifyWebhook(secret, given, body.replace('2', '3'), timestamp)).toBe(false);
    expect(verifyWebhook(secret, given, body, timestamp + 3600)).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), given, body, timestamp)).toBe(false);
  });

  it('makes whsec_ secrets of 32 random bytes and msg_ ids', () => {
    const made = newWebhookSecret();
    expect(made).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(made.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookId()).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    expect(newWebhookId()).not.toBe(newWebhookId());
  });

  it('retries after 1, 5, 30, 120 and 360 minutes, then 24 hours', () => {
    expect(WEBHOOK_RETRY_SCHEDULE.map((ms) => ms / 60_000)).toEqual([1, 5, 30, 120, 360, 1440]);
  });
});

describe('webhook target addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a00:1',
    '0:0:0:0:0:ffff:169.254.169.254',
    '[::1]',
    'not-an-ip',
  ])('refuses %s', (address) => expect(isBlockedAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public %s',
    (address) => expect(isBlockedAddress(address)).toBe(false),
  );

  it.each([
    ['http://example.com/hook', WEBHOOK_MESSAGES.httpsOnly],
    ['http://127.0.0.1/hook', WEBHOOK_MESSAGES.httpsOnly],
    ['https://10.0.0.1/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://169.254.169.254/latest', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://localhost/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://user:pass@example.com/hook', WEBHOOK_MESSAGES.credentials],
    ['ftp://example.com/hook', WEBHOOK_MESSAGES.urlInvalid],
    ['no es una url', WEBHOOK_MESSAGES.urlInvalid],
  ])('refuses %s in production', (url, message) => {
    expect(checkTargetUrl(url, false)).toEqual({ ok: false, message });
  });

  it('allows https to a name (checked again after DNS), and http to loopback only with WEBHOOKS_ALLOW_PRIVATE', () => {
    expect(checkTargetUrl('https://hooks.example.com/in', false).ok).toBe(true);
    expect(checkTargetUrl('http://127.0.0.1:4000/in', true).ok).toBe(true);
    expect(checkTargetUrl('http://u:p@127.0.0.1/in', true)).toEqual({
      ok: false,
      message: WEBHOOK_MESSAGES.credentials,
    });
  });
});

describe('webhook bodies', () => {
  it('needs a URL and known events, once each', () => {
    const parsed = webhookCreateSchema.parse({
      url: ' https://a.example/x ',
      events: ['lead.created', 'lead.created'],
    });
    expect(parsed).toEqual({ url: 'https://a.example/x', events: ['lead.created'] });
    const noEvents = webhookCreateSchema.safeParse({ url: 'https://a.example/x', events: [] });
    expect(noEvents.error?.issues[0].message).toBe(WEBHOOK_MESSAGES.noEvents);
    const unknown = webhookCreateSchema.safeParse({ url: 'https://a.example/x', events: ['lead.deleted'] });
    expect(unknown.error?.issues[0].message).toBe(WEBHOOK_MESSAGES.unknownEvent);
    expect(webhookPatchSchema.safeParse({}).error?.issues[0].message).toBe(WEBHOOK_MESSAGES.emptyPatch);
  });
});

describe('property events', () => {
  const row = (status: string, extra: Record<string, unknown> = {}) =>
    ({ _id: 'p1', slug: 'casa', title: 'Casa', price: 100, status, ...extra }) as never;

  it('publishes, updates, marks a price drop and unpublishes', () => {
    const types = (before: unknown, after: unknown) =>
      propertyEmissions(before as never, after as never).map((e) => e.type);
    expect(types(null, row('borrador'))).toEqual([]);
    expect(types(null, row('disponible'))).toEqual(['property.published']);
    expect(types(row('borrador'), row('disponible'))).toEqual(['property.published']);
    expect(types(row('disponible'), row('disponible'))).toEqual([]);
    expect(types(row('disponible'), row('vendido'))).toEqual(['property.updated']);
    const drop = { price: 90, lastDrop: { from: 100, to: 90, at: new Date() } };
    expect(types(row('disponible'), row('disponible', drop))).toEqual(['property.updated', 'property.price_dropped']);
    expect(types(row('disponible'), row('borrador'))).toEqual(['property.unpublished']);
    expect(types(row('disponible'), null)).toEqual(['property.unpublished']);
    expect(types(row('borrador'), null)).toEqual([]);
  });
});

describe('one delivery attempt', () => {
  let server: Server;
  let port: number;
  const seen: Array<{ headers: Record<string, unknown>; body: string }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        if (request.url === '/redirect') response.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
        else response.writeHead(request.url === '/fail' ? 500 : 204).end('x'.repeat(100_000));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const target = (path: string) => ({
    url: new URL(`http://hooks.invalid:${port}${path}`),
    address: '127.0.0.1',
    family: 4 as const,
  });

  it('connects to the checked address without a DNS lookup, and reports the status', async () => {
    const result = await postWebhook(target('/ok'), { 'webhook-id': 'msg_1' }, '{"a":1}');
    expect(result).toMatchObject({ statusCode: 204, error: null });
    expect(seen.at(-1)).toMatchObject({
      body: '{"a":1}',
      headers: { 'webhook-id': 'msg_1', 'content-type': 'application/json' },
    });
  });

  it('follows no redirect and reports failures', async () => {
    expect((await postWebhook(target('/redirect'), {}, '{}')).statusCode).toBe(302);
    expect((await postWebhook(target('/fail'), {}, '{}')).statusCode).toBe(500);
    const closed = await postWebhook({ ...target('/'), url: new URL('http://hooks.invalid:1/') }, {}, '{}');
    expect(closed.statusCode).toBeNull();
    expect(closed.error).toMatch(/^Error de conexión/);
  });
});
