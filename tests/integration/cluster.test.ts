import { randomUUID } from 'node:crypto';

import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startCluster } from '../../scripts/lib/cluster.mjs';
import { adminTokenAt } from './accounts';
import { call } from './stack-client';

// Two `next start` instances behind nginx, sharing Redis and one database (scripts/lib/cluster.mjs,
// its own stack, apart from the one the other files use). A write through instance A is seen on
// the very next read through instance B, which had the old answer cached (its 'use cache'
// entries and its page cache); the balancer keeps answering while an instance dies; an instance
// started again finds the caches the other filled.

type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;
let a = '';
let b = '';
let token = '';
const word = () => `zq${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  cluster = await startCluster({ instances: 2, log: () => {} });
  [a, b] = cluster.instances.map((instance) => instance.baseURL);
  token = await adminTokenAt(a);
}, 300_000);
afterAll(async () => cluster?.stop(), 60_000);

const json = async (origin: string, path: string) => {
  const response = await call('GET', path, { origin, token });
  expect(response.status, `${origin}${path}`).toBe(200);
  return response.body;
};
const anonymous = async (origin: string, path: string) => (await call('GET', path, { origin })).body;
const write = async (method: string, path: string, body: unknown) => {
  const response = await call(method, path, { origin: a, token, body });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
};
/** A page as an anonymous browser loads it: its HTML and whether the page cache answered. */
const page = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { html: await response.text(), cache: response.headers.get('x-page-cache') };
};

/** Reads `path` on B until both the page cache and the 'use cache' entries hold it. */
async function warm(path: string) {
  await page(b, path);
  expect((await page(b, path)).cache, `${path} cached on B`).toBe('HIT');
}

describe('a write through one instance is seen through the other on the very next request', () => {
  it('property: the API item, the list and its page', async () => {
    const listed = await anonymous(b, '/api/properties?limit=1');
    const id = listed.data[0]._id as string;
    await anonymous(b, `/api/properties/${id}`);
    await warm(`/property/${id}`);
    const title = `Apartamento de prueba ${word()}`;
    await write('PUT', `/api/properties/${id}`, { title });
    expect((await anonymous(b, `/api/properties/${id}`)).data.title).toBe(title);
    expect((await anonymous(b, '/api/properties?limit=1')).data[0].title).toBe(title);
    expect((await page(b, `/property/${id}`)).html).toContain(title);
  });

  it('news: the API item and the news page', async () => {
    const items = await anonymous(b, '/api/news?limit=1');
    const id = items.data[0]._id as string;
    await anonymous(b, `/api/news/${id}`);
    await warm('/news');
    const title = `Noticia de prueba ${word()}`;
    await write('PUT', `/api/news/${id}`, { title });
    expect((await anonymous(b, `/api/news/${id}`)).data.title).toBe(title);
    expect((await page(b, '/news')).html).toContain(title);
  });

  it('settings: /api/settings and the footer of every page', async () => {
    const before = (await anonymous(b, '/api/settings')).data.general.contactPhone as string;
    await warm('/contact');
    const contactPhone = `+57 601 ${Math.floor(Math.random() * 9_000_000) + 1_000_000}`;
    await write('PUT', '/api/settings', { general: { contactPhone } });
    expect((await anonymous(b, '/api/settings')).data.general.contactPhone).toBe(contactPhone);
    const after = await page(b, '/contact');
    expect(after.html).toContain(contactPhone);
    expect(after.html).not.toContain(before);
  });

  it('location: a new city is in the next list', async () => {
    const code = `8${Math.floor(Math.random() * 9000) + 1000}`;
    const name = `Pueblo ${word()}`;
    expect(
      (await anonymous(b, '/api/cities?departmentCode=25')).data.map((c: { code: string }) => c.code),
    ).not.toContain(code);
    await write('POST', '/api/cities', { name, code, departmentCode: '25', departmentName: 'x' });
    const cities = (await anonymous(b, '/api/cities?departmentCode=25')).data as Array<{ code: string; name: string }>;
    expect(cities.find((c) => c.code === code)?.name).toBe(name);
  });

  it("lead: a visitor's message sent through A is in B's lead list", async () => {
    const email = `cluster-${word()}@correo.test`;
    const sent = await call('POST', '/api/leads', {
      origin: a,
      body: {
        kind: 'contact',
        name: 'Ana Ruiz',
        email,
        phone: '',
        subject: 'Avalúo',
        message: 'Hola',
        acceptPrivacy: true,
      },
    });
    expect(sent.status).toBe(201);
    const leads = await json(b, `/api/leads?q=${encodeURIComponent(email)}`);
    expect(leads.data.map((lead: { email: string }) => lead.email)).toContain(email);
  });
});

describe('two instances saving the same property from the same version', () => {
  it('one wins with 200 and the other gets 409, on the embedded database too (its queue holds a Redis lock)', async () => {
    const listed = await anonymous(a, '/api/properties?limit=1');
    const id = listed.data[0]._id as string;
    for (let round = 0; round < 3; round += 1) {
      const { version } = (await json(a, `/api/properties/${id}`)).data as { version: number };
      const answers = await Promise.all(
        [a, b].map((origin) =>
          call('PUT', `/api/properties/${id}`, { origin, token, body: { title: `Versión ${word()}`, version } }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await json(b, `/api/properties/${id}`)).data.version).toBe(version + 1);
    }
  });
});

describe('the balancer and the shared caches', () => {
  const paths = ['/api/properties?limit=12', '/', '/news', '/api/properties?operation=venta&limit=12', '/listing'];

  /** 8 visitors loading `paths` through nginx for 5 s; `stop` is called after 1.5 s. */
  async function underLoad(stop: () => void) {
    // Warm on both (the load is about the balancer, not about first renders on a busy machine).
    for (const path of [...paths, ...paths]) await fetch(`${cluster.url}${path}`).then((r) => r.arrayBuffer());
    const failures: Array<{ path: string; why: string; started: number }> = [];
    const answered = { before: 0, after: 0 };
    let stoppedAt = Infinity;
    const until = Date.now() + 5000;
    const visitor = async (n: number) => {
      for (let i = n; Date.now() < until; i += 1) {
        const path = paths[i % paths.length];
        const started = Date.now();
        try {
          const response = await fetch(`${cluster.url}${path}`);
          await response.arrayBuffer();
          if (response.status === 200) answered[started > stoppedAt ? 'after' : 'before'] += 1;
          else failures.push({ path, why: String(response.status), started });
        } catch (error) {
          failures.push({ path, why: error instanceof Error ? error.message : String(error), started });
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(visitor));
    await new Promise((r) => setTimeout(r, 1500));
    stop();
    stoppedAt = Date.now();
    await load;
    expect(answered.before).toBeGreaterThan(8);
    expect(answered.after).toBeGreaterThan(8);
    return { failures, stoppedAt };
  }

  it('keeps answering, with no failed request, while an instance stops (SIGTERM: a deploy)', async () => {
    const { failures } = await underLoad(() => cluster.instances[1].child.kill('SIGTERM'));
    expect(failures).toEqual([]);
    await cluster.instances[1].restart();
  }, 60_000);

  it('when an instance dies (SIGKILL), only what it was answering at that instant can fail', async () => {
    const { failures, stoppedAt } = await underLoad(() => cluster.instances[1].child.kill('SIGKILL'));
    // A response cut halfway cannot be retried by a balancer; a request sent after the death is
    // never lost, and there are at most as many in flight as visitors.
    expect(failures.filter((failure) => failure.started > stoppedAt)).toEqual([]);
    expect(failures.length).toBeLessThanOrEqual(8);
  }, 60_000);

  it('an instance started again answers from what the others cached in Redis', async () => {
    // Filled through A while B is down: the page and the entries behind the API read.
    await page(a, '/services');
    const listed = await anonymous(a, '/api/properties?limit=3');
    await cluster.instances[1].restart();
    expect((await anonymous(b, '/api/health')).data.sharedCache).toBe('ok');
    expect((await page(b, '/services')).cache).toBe('HIT');
    expect((await anonymous(b, '/api/properties?limit=3')).data).toEqual(listed.data);
    const redis = createClient({ url: cluster.redisUrl });
    await redis.connect();
    try {
      const entries = await redis.keys('inmo:use-cache:*');
      expect(entries.length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  }, 60_000);

  it('without Redis the instances still answer, fresh and uncached, and writes say what they could not share', async () => {
    await cluster.stopRedis();
    const health = await anonymous(a, '/api/health');
    expect(health.data).toMatchObject({ database: 'ok', sharedCache: 'error' });
    const listed = await anonymous(b, '/api/properties?limit=1');
    const id = listed.data[0]._id as string;
    const loaded = await page(b, `/property/${id}`);
    expect(loaded.cache).toBeNull();
    expect(loaded.html).toContain(listed.data[0].title);
    // A catalogue write on the embedded database needs the shared lock: refused, nothing saved.
    const refused = await call('PUT', `/api/properties/${id}`, { origin: a, token, body: { title: `Sin ${word()}` } });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toContain('no se pudo guardar el cambio');
    expect((await anonymous(b, `/api/properties/${id}`)).data.title).toBe(listed.data[0].title);
    // Settings take no lock: saved, and the answer says other instances may not know it yet.
    const general = { contactPhone: '+57 601 5550000' };
    const saved = await call('PUT', '/api/settings', { origin: a, token, body: { general } });
    expect(saved.status).toBe(503);
    expect(saved.body.message).toContain('El cambio se guardó');
    expect((await anonymous(b, '/api/settings')).data.general.contactPhone).toBe(general.contactPhone);
  }, 60_000);
});
