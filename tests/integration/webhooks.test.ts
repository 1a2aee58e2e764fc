import { lookup } from 'node:dns/promises';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyWebhook } from '@/lib/domain/webhook-signature';
import { isBlockedAddress } from '@/lib/domain/webhook-targets';
import { WEBHOOK_MESSAGES } from '@/lib/domain/webhooks';

import { startRedis } from '../../scripts/lib/cluster.mjs';
import { startFerretdb } from '../../scripts/lib/ferretdb.mjs';
import { runSeed } from '../../scripts/lib/seed-runner.mjs';
import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { adminToken, adminTokenAt } from './accounts';
import { call } from './stack-client';

// Signed webhooks (docs/webhooks.md) over real HTTP to a receiver in this process. Deliveries run
// on apps of their own, on a database of their own (the shared stack's outbox worker would claim
// their messages and refuse the loopback receiver): WEBHOOKS_ALLOW_PRIVATE=true, waits scaled by
// OUTBOX_TIME_SCALE=0.0001 (the 24 hours before a subscription is disabled become 8.6 s), Redis
// for the two instances. The SSRF refusals run on the shared stack, which does not allow private
// targets.

interface Hit {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
  status?: number;
}

const hits: Hit[] = [];
let receiver: Server;
let receiverUrl = '';
let released = false;

/** /ok answers 200, /fail 500, /flaky fails each webhook-id twice, /hold fails until released. */
function answer(hit: Hit): number {
  const kind = hit.path.split('/')[1];
  if (kind === 'fail') return 500;
  if (kind === 'flaky')
    return hits.filter((h) => h.headers['webhook-id'] === hit.headers['webhook-id']).length <= 2 ? 503 : 200;
  if (kind === 'hold') return released ? 204 : 500;
  return 200;
}

type App = Awaited<ReturnType<typeof startApp>>;
let tmp = '';
const stoppers: Array<() => Promise<unknown>> = [];
let appEnv: Record<string, string | undefined> = {};
let a: App;
let b: App | null = null;
let token = '';
const logs: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const hit: Hit = {
        path: request.url ?? '/',
        headers: request.headers as Record<string, string>,
        body,
        at: Date.now(),
      };
      hits.push(hit);
      const status = answer(hit);
      Object.assign(hit, { status });
      response.writeHead(status).end('recibido');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-webhooks-'));
  const redis = await startRedis(tmp);
  stoppers.push(redis.stop);
  const db = await startFerretdb({ dataDir: path.join(tmp, 'db') });
  stoppers.push(db.stop);
  const env = stackSeedEnv(db.uri);
  await runSeed({ env: { ...env, SEED_DEMO: 'false' } });
  appEnv = {
    ...env,
    REDIS_URL: redis.url,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    OUTBOX_TIME_SCALE: '0.0001',
    OUTBOX_TICK_MS: '100',
  };
  a = await startApp(appEnv);
  logs.push(a.logFile);
  token = await adminTokenAt(a.baseURL);
}, 180_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
  for (const stop of stoppers.reverse()) await stop().catch(() => {});
  await rm(tmp, { recursive: true, force: true });
  await new Promise((resolve) => receiver?.close(resolve));
}, 60_000);

const api = (method: string, route: string, body?: unknown, origin = a.baseURL) =>
  call(method, route, { origin, token, body });

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms = 20_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function subscribe(route: string, events: string[]) {
  const created = await api('POST', '/api/webhooks', { url: `${receiverUrl}${route}`, events });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.message).toBe(WEBHOOK_MESSAGES.created);
  return created.body.data as { id: string; secret: string; url: string };
}

async function deliveries(id: string, origin = a.baseURL) {
  const response = await api('GET', `/api/webhooks/${id}/deliveries?limit=100`, undefined, origin);
  expect(response.status).toBe(200);
  return response.body.data as Array<{
    id: string;
    type: string;
    status: string;
    attempts: Array<{
      at: string;
      statusCode: number | null;
      error: string | null;
      durationMs: number;
      manual: boolean;
    }>;
  }>;
}

const hitsAt = (route: string) => hits.filter((hit) => hit.path === route);
const bodyOf = (hit: Hit) => JSON.parse(hit.body) as { type: string; timestamp: string; data: Record<string, unknown> };
const verified = (secret: string, hit: Hit) =>
  verifyWebhook(
    secret,
    {
      id: hit.headers['webhook-id'],
      timestamp: hit.headers['webhook-timestamp'],
      signature: hit.headers['webhook-signature'],
    },
    hit.body,
  );

const property = (title: string) => ({
  title,
  type: 'apartamento',
  operation: 'venta',
  price: 400_000_000,
  status: 'disponible',
});

let failing: { id: string; secret: string };

describe('deliveries to a local receiver', () => {
  it('starts a subscription that always fails (checked at the end: disabled after 24 scaled hours)', async () => {
    failing = await subscribe('/fail', ['visit.booked']);
    expect((await api('POST', `/api/webhooks/${failing.id}/test`)).status).toBe(202);
  });

  it('signs lead.created from the public form and the property events, Standard Webhooks style', async () => {
    const hook = await subscribe('/ok', [
      'lead.created',
      'property.published',
      'property.updated',
      'property.price_dropped',
      'property.unpublished',
    ]);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await api('GET', '/api/webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(hook.secret);

    const email = `webhook-${Date.now()}@correo.test`;
    const lead = await call('POST', '/api/leads', {
      origin: a.baseURL,
      body: {
        kind: 'contact',
        name: 'Ana Ruiz',
        email,
        phone: '',
        subject: 'CRM',
        message: 'Hola',
        acceptPrivacy: true,
      },
    });
    expect(lead.status).toBe(201);
    const leadHit = await until('lead.created', () => hitsAt('/ok').find((hit) => bodyOf(hit).type === 'lead.created'));
    expect(leadHit.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    expect(Math.abs(Number(leadHit.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(leadHit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(leadHit.headers['content-type']).toBe('application/json');
    expect(verified(hook.secret, leadHit)).toBe(true);
    expect(
      verifyWebhook(
        'whsec_' + Buffer.alloc(32).toString('base64'),
        {
          id: leadHit.headers['webhook-id'],
          timestamp: leadHit.headers['webhook-timestamp'],
          signature: leadHit.headers['webhook-signature'],
        },
        leadHit.body,
      ),
    ).toBe(false);
    const leadBody = bodyOf(leadHit);
    expect(new Date(leadBody.timestamp).toISOString()).toBe(leadBody.timestamp);
    expect(leadBody.data).toMatchObject({ id: lead.body.data.id, kind: 'contact', email, status: 'nueva' });

    const created = await api('POST', '/api/properties', property(`Apartamento webhook ${Date.now()}`));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;
    const published = await until('property.published', () =>
      hitsAt('/ok').find((hit) => bodyOf(hit).type === 'property.published'),
    );
    expect(verified(hook.secret, published)).toBe(true);
    expect(bodyOf(published).data).toMatchObject({
      id,
      price: 400_000_000,
      status: 'disponible',
      code: created.body.data.code,
    });
    expect(bodyOf(published).data.url).toBe(`${a.baseURL}/property/${created.body.data.slug}`);
    expect(bodyOf(published).data).not.toHaveProperty('owner');

    expect((await api('PUT', `/api/properties/${id}`, { price: 350_000_000 })).status).toBe(200);
    const dropped = await until('property.price_dropped', () =>
      hitsAt('/ok').find((hit) => bodyOf(hit).type === 'property.price_dropped'),
    );
    expect(bodyOf(dropped).data).toMatchObject({ id, price: 350_000_000, previousPrice: 400_000_000 });
    await until('property.updated', () => hitsAt('/ok').find((hit) => bodyOf(hit).type === 'property.updated'));
    expect((await api('PUT', `/api/properties/${id}`, { status: 'borrador' })).status).toBe(200);
    await until('property.unpublished', () => hitsAt('/ok').find((hit) => bodyOf(hit).type === 'property.unpublished'));

    const log = await until('the log to show 5 delivered', async () => {
      const rows = await deliveries(hook.id);
      return rows.length === 5 && rows.every((row) => row.status === 'succeeded') && rows;
    });
    expect(log.map((row) => row.type).sort()).toEqual(
      [
        'lead.created',
        'property.price_dropped',
        'property.published',
        'property.unpublished',
        'property.updated',
      ].sort(),
    );
    for (const row of log) expect(row.attempts).toMatchObject([{ statusCode: 200, error: null }]);
    expect((await api('DELETE', `/api/webhooks/${hook.id}`)).status).toBe(200);
  });

  it('a receiver failing twice then answering: three attempts logged with codes and times, one webhook-id; a retry by hand sends it again', async () => {
    const hook = await subscribe('/flaky', ['property.published']);
    expect((await api('POST', '/api/properties', property(`Casa reintentos ${Date.now()}`))).status).toBe(201);
    const [row] = await until('three attempts', async () => {
      const rows = await deliveries(hook.id);
      return rows[0]?.status === 'succeeded' && rows;
    });
    expect(row.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 503, 200]);
    const times = row.attempts.map((attempt) => Date.parse(attempt.at));
    expect(times).toEqual([...times].sort());
    for (const attempt of row.attempts) expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    const received = hitsAt('/flaky');
    expect(received.map((hit) => hit.headers['webhook-id'])).toEqual([row.id, row.id, row.id]);
    expect(received.every((hit) => verified(hook.secret, hit))).toBe(true);

    const retried = await api('POST', `/api/webhooks/${hook.id}/deliveries/${row.id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body.message).toBe(WEBHOOK_MESSAGES.retried);
    await until('the manual retry', () => hitsAt('/flaky').length === 4);
    expect(hitsAt('/flaky')[3].headers['webhook-id']).toBe(row.id);
    expect(hitsAt('/flaky')[3].body).toBe(received[0].body);
    const after = await until('the manual attempt logged', async () => {
      const [entry] = await deliveries(hook.id);
      return entry.attempts.length === 4 && entry;
    });
    expect(after.attempts[3]).toMatchObject({ statusCode: 200, manual: true });

    expect((await api('POST', `/api/webhooks/${hook.id}/deliveries/msg_desconocido0000/retry`)).body.message).toBe(
      WEBHOOK_MESSAGES.deliveryNotFound,
    );
    expect((await api('POST', `/api/webhooks/665f1c2a9b1e4a0012345678/deliveries/${row.id}/retry`)).status).toBe(404);
    expect((await api('POST', `/api/webhooks/${hook.id}/deliveries/nada/retry`)).status).toBe(400);
    expect((await api('DELETE', `/api/webhooks/${hook.id}`)).status).toBe(200);
  });

  it('a retry pending while the app is down arrives once it is started again', async () => {
    const hook = await subscribe('/hold', ['property.published']);
    expect((await api('POST', '/api/properties', property(`Casa reinicio ${Date.now()}`))).status).toBe(201);
    await until('the first, failed attempt', () => hitsAt('/hold').length >= 1);
    await a.stop();
    const stoppedAt = Date.now();
    released = true;
    a = await startApp(appEnv);
    logs.push(a.logFile);
    const delivered = await until('the retry after the restart', () =>
      hitsAt('/hold').find((hit) => hit.at > stoppedAt && hit.status === 204),
    );
    expect(new Set(hitsAt('/hold').map((hit) => hit.headers['webhook-id']))).toEqual(
      new Set([delivered.headers['webhook-id']]),
    );
    expect(verified(hook.secret, delivered)).toBe(true);
    const [row] = await until('the log', async () => {
      const rows = await deliveries(hook.id);
      return rows[0]?.status === 'succeeded' && rows;
    });
    expect(row.attempts.length).toBeGreaterThanOrEqual(2);
    expect(row.attempts.at(-1)?.statusCode).toBe(204);
    expect((await api('DELETE', `/api/webhooks/${hook.id}`)).status).toBe(200);
  });

  it('two instances on one database deliver each message once', async () => {
    b = await startApp(appEnv);
    logs.push(b.logFile);
    const tokenB = await adminTokenAt(b.baseURL);
    const hook = await subscribe('/once', ['property.published']);
    const writes = Array.from({ length: 8 }, (_, i) =>
      call('POST', '/api/properties', {
        origin: i % 2 ? b!.baseURL : a.baseURL,
        token: i % 2 ? tokenB : token,
        body: property(`Casa dos instancias ${i} ${Date.now()}`),
      }),
    );
    expect((await Promise.all(writes)).map((w) => w.status)).toEqual(Array(8).fill(201));
    const rows = await until('8 deliveries', async () => {
      const log = await deliveries(hook.id, b!.baseURL);
      return log.length === 8 && log.every((row) => row.status === 'succeeded') && log;
    });
    // Past a lease (1 s at this scale): a message claimed twice would have been sent again by now.
    await until('a lease to pass', () => Date.now() - Math.max(...hitsAt('/once').map((h) => h.at)) > 1500, 5000);
    const ids = hitsAt('/once').map((hit) => hit.headers['webhook-id']);
    expect(ids.sort()).toEqual(rows.map((row) => row.id).sort());
    for (const row of rows) expect(row.attempts).toHaveLength(1);
    expect((await api('DELETE', `/api/webhooks/${hook.id}`)).status).toBe(200);
  });

  it('a subscription failing for 24 (scaled) hours is disabled and the admins are told by e-mail', async () => {
    const disabled = await until(
      'the failing subscription to be disabled',
      async () => {
        const list = (await api('GET', '/api/webhooks')).body.data as Array<{
          id: string;
          active: boolean;
          disabledReason: string | null;
        }>;
        return list.find((hook) => hook.id === failing.id && !hook.active);
      },
      40_000,
    );
    expect(disabled.disabledReason).toBe(WEBHOOK_MESSAGES.disabledAfterFailures);
    const [row] = await deliveries(failing.id);
    expect(row.status).toBe('failed');
    expect(row.attempts.length).toBeGreaterThanOrEqual(3);
    expect(row.attempts.every((attempt) => attempt.statusCode === 500)).toBe(true);
    await until('the admin e-mail', async () => {
      const texts = await Promise.all(logs.map((file) => readFile(file, 'utf8').catch(() => '')));
      return texts.some((text) =>
        /\[mail\] Para: admin@test\.local\n\[mail\] Asunto: Webhook desactivado por entregas fallidas/.test(text),
      );
    });
    const refused = await api('POST', `/api/webhooks/${failing.id}/deliveries/${row.id}/retry`);
    expect([refused.status, refused.body.message]).toEqual([409, WEBHOOK_MESSAGES.disabled]);
    const enabled = await api('PATCH', `/api/webhooks/${failing.id}`, { active: true, url: `${receiverUrl}/ok` });
    expect(enabled.body.data).toMatchObject({ active: true, disabledReason: null, failingSince: null });
    expect((await api('DELETE', `/api/webhooks/${failing.id}`)).status).toBe(200);
    expect((await api('GET', `/api/webhooks/${failing.id}/deliveries`)).status).toBe(404);
  });
});

describe('SSRF: targets refused on an app without WEBHOOKS_ALLOW_PRIVATE', () => {
  const refusals: Array<[string, string]> = [
    ['http://127.0.0.1:8080/hook', WEBHOOK_MESSAGES.httpsOnly],
    ['http://169.254.169.254/latest/meta-data/', WEBHOOK_MESSAGES.httpsOnly],
    ['https://169.254.169.254/latest/meta-data/', WEBHOOK_MESSAGES.privateAddress],
    ['https://10.0.0.1/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://192.168.1.10/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://localhost/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://usuario:clave@example.com/hook', WEBHOOK_MESSAGES.credentials],
  ];

  it.each(refusals)('POST %s → 400', async (url, message) => {
    const response = await call('POST', '/api/webhooks', {
      token: await adminToken(),
      body: { url, events: ['lead.created'] },
    });
    expect([response.status, response.body.message]).toEqual([400, message]);
  });

  it('refuses a name that resolves to a loopback or private address (checked after DNS)', async () => {
    const name = os.hostname();
    const addresses = await lookup(name, { all: true }).catch(() => []);
    if (addresses.length === 0 || !addresses.some(({ address }) => isBlockedAddress(address))) return;
    const response = await call('POST', '/api/webhooks', {
      token: await adminToken(),
      body: { url: `https://${name}/hook`, events: ['lead.created'] },
    });
    expect([response.status, response.body.message]).toEqual([400, WEBHOOK_MESSAGES.privateAddress]);
    const list = await call('GET', '/api/webhooks', { token: await adminToken() });
    expect(JSON.stringify(list.body)).not.toContain(`${name}/hook`);
  });
});
