import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { NEWS_CATEGORIES } from '@/lib/domain/news';
import { DEFAULT_NEWS_IMAGE } from '@/lib/services/news/mapper';
import { normalizeText } from '@/lib/text';
import type { ApiNews } from '@/lib/validation/news';
import { News } from '@/models/news';

import { adminToken, newUser } from './accounts';
import { connectTestDb, get, getJson } from './stack-client';

type ListBody = {
  success: boolean;
  message?: string;
  data: ApiNews[];
  pagination: { page: number; limit: number; total: number; pages: number };
};
type Row = {
  _id: { toString(): string };
  title: string;
  description: string;
  status: string;
  category: string;
  featured: boolean;
  slug: string;
  author?: { name?: string };
};

let rows: Row[] = [];
let admin = '';
const published = () => rows.filter((r) => r.status === 'published');
const sorted = <T>(values: T[], dir: 'asc' | 'desc') =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (dir === 'asc' ? 1 : -1));
const ids = (list: Array<{ _id: { toString(): string } }>) => list.map((r) => r._id.toString()).sort();

/** Every item of a query, page after page (limit 100). */
async function all(query: string, token?: string): Promise<ApiNews[]> {
  const items: ApiNews[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await get(`/api/news?${query}&limit=100&page=${page}`, { token });
    expect(status).toBe(200);
    items.push(...(body as ListBody).data);
    if (page >= (body as ListBody).pagination.pages) return items;
  }
}

beforeAll(async () => {
  await connectTestDb();
  // The stored news (the write tests, in another file, remove what they create).
  rows = await News.find({}).lean<Row[]>();
  admin = await adminToken();
});
afterAll(() => disconnectDb());

describe('GET /api/news (public)', () => {
  it('has seeded news in every status', () => {
    expect(published().length).toBeGreaterThanOrEqual(8);
    expect(rows.some((r) => r.status === 'draft')).toBe(true);
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
  });

  it('answers SPEC shape with default page 1 and limit 4, newest publication first', async () => {
    const { status, body } = await getJson<ListBody>('/api/news');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(4);
    const total = await News.countDocuments({ status: 'published' });
    expect(body.pagination).toEqual({ page: 1, limit: 4, total, pages: Math.ceil(total / 4) });
    for (const item of body.data) {
      expect(item).toMatchObject({
        status: 'published',
        excerpt: item.description,
        image: item.images[0]?.url ?? DEFAULT_NEWS_IMAGE,
      });
    }
    const item = body.data[0];
    expect(typeof item._id).toBe('string');
    expect(item).not.toHaveProperty('searchText');
    const dates = body.data.map((n) => Date.parse(n.publishedAt ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it.each(['', 'status=draft', 'status=pending', 'status=published'])(
    'gives anonymous callers only published items (%s)',
    async (query) => {
      const items = await all(query);
      expect(items.every((n) => n.status === 'published')).toBe(true);
      expect(items.map((n) => n._id).sort()).toEqual(ids(await News.find({ status: 'published' }).lean<Row[]>()));
    },
  );

  it('gives a regular user the public view too', async () => {
    const user = await newUser('lector-noticias');
    const items = await all('status=draft', user.tokens.accessToken);
    expect(items.every((n) => n.status === 'published')).toBe(true);
  });

  it('is 401 with a bad token instead of silently public', async () => {
    const { status, body } = await get('/api/news', { token: 'no-es-un-token' });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });
});

describe('GET /api/news filters, sort and order', () => {
  it.each(NEWS_CATEGORIES.filter((c) => ['mercado', 'legal', 'finanzas', 'consejos'].includes(c)))(
    'filters category=%s',
    async (category) => {
      const items = await all(`category=${category}`);
      expect(items.every((n) => n.category === category && n.status === 'published')).toBe(true);
      expect(items.map((n) => n._id).sort()).toEqual(ids(published().filter((r) => r.category === category)));
    },
  );

  it.each(['true', 'false'])('filters featured=%s', async (flag) => {
    const items = await all(`featured=${flag}`);
    const expected = published().filter((r) => r.featured === (flag === 'true'));
    expect(expected.length).toBeGreaterThan(0);
    expect(items.every((n) => n.featured === (flag === 'true'))).toBe(true);
    expect(items.map((n) => n._id).sort()).toEqual(ids(expected));
  });

  it('combines category and featured', async () => {
    const items = await all('category=mercado&featured=true');
    expect(items.map((n) => n._id).sort()).toEqual(
      ids(published().filter((r) => r.category === 'mercado' && r.featured)),
    );
  });

  // Expected results are computed here from the stored text, not from searchText.
  const matches = (r: Row, terms: string[]) =>
    terms.every((t) => normalizeText(`${r.title} ${r.description} ${r.author?.name ?? ''}`).includes(t));

  it.each([
    ['bogota', ['bogota']],
    ['BOGOTÁ', ['bogota']],
    ['Pineda', ['pineda']],
    ['valorización localidades', ['valorizacion', 'localidades']],
    ['crédito', ['credito']],
  ])('searches %j without regard to accents or case over title, summary and author', async (search, terms) => {
    const expected = published().filter((r) => matches(r, terms));
    expect(expected.length).toBeGreaterThan(0);
    const items = await all(`search=${encodeURIComponent(search)}`);
    expect(items.map((n) => n._id).sort()).toEqual(ids(expected));
  });

  it('finds nothing for a term no item has, and lets no regex through', async () => {
    expect(await all('search=zzxxqq')).toEqual([]);
    expect(await all(`search=${encodeURIComponent('.*')}`)).toEqual([]);
  });

  it('does not let query operators through', async () => {
    const { status, body } = await getJson<ListBody>('/api/news?status[$ne]=published&featured[$ne]=x');
    expect(status).toBe(200);
    expect(body.data.every((n) => n.status === 'published')).toBe(true);
  });

  const cases: Array<[string, 'asc' | 'desc', (n: ApiNews) => string | number]> = [
    ['publishedAt', 'desc', (n: ApiNews) => n.publishedAt ?? ''],
    ['publishedAt', 'asc', (n: ApiNews) => n.publishedAt ?? ''],
    ['createdAt', 'desc', (n: ApiNews) => n.createdAt],
    ['createdAt', 'asc', (n: ApiNews) => n.createdAt],
    ['title', 'asc', (n: ApiNews) => n.title],
    ['title', 'desc', (n: ApiNews) => n.title],
    ['views', 'desc', (n: ApiNews) => n.views],
    ['views', 'asc', (n: ApiNews) => n.views],
  ];
  it.each(cases)('sorts by %s %s', async (sort, order, key) => {
    const items = await all(`sort=${sort}&order=${order}`);
    expect(items.length).toBe(published().length);
    const values = items.map(key);
    expect(values).toEqual(sorted(values, order));
  });

  it('pages through a sort without overlap or gaps', async () => {
    const seen: string[] = [];
    const total = published().length;
    for (let page = 1; page <= Math.ceil(total / 3); page += 1) {
      const { body } = await getJson<ListBody>(`/api/news?sort=title&order=asc&limit=3&page=${page}`);
      seen.push(...body.data.map((n) => n._id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual((await all('sort=title&order=asc')).map((n) => n._id));
  });
});

describe('GET /api/news pagination edges', () => {
  it('returns the remainder on the last page and an empty page past it', async () => {
    const total = published().length;
    const pages = Math.ceil(total / 4);
    const last = await getJson<ListBody>(`/api/news?page=${pages}`);
    expect(last.body.data).toHaveLength(total - (pages - 1) * 4);
    const past = await getJson<ListBody>(`/api/news?page=${pages + 3}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ success: true, data: [], pagination: { page: pages + 3, limit: 4, total, pages } });
  });

  it('accepts limit 1 and 100', async () => {
    const total = published().length;
    expect((await getJson<ListBody>('/api/news?limit=1')).body.pagination).toEqual({
      page: 1,
      limit: 1,
      total,
      pages: total,
    });
    expect((await getJson<ListBody>('/api/news?limit=100')).body.data).toHaveLength(total);
  });

  it.each([
    ['page=0', 'La página debe ser como mínimo 1'],
    ['page=abc', 'La página debe ser un número'],
    ['limit=0', 'El límite debe ser como mínimo 1'],
    ['limit=101', 'El límite debe ser como máximo 100'],
    ['limit=2.5', 'El límite debe ser un número entero'],
    ['sort=price', 'Orden no válido'],
    ['order=up', 'El orden debe ser asc o desc'],
    ['status=archivada', 'Estado no válido'],
    ['category=deportes', 'Categoría no válida'],
    ['featured=si', 'featured debe ser true o false'],
  ])('rejects %s with 400 and a Spanish message', async (query, message) => {
    const { status, body } = await getJson(`/api/news?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});

describe('GET /api/news as admin', () => {
  it('lists every status by default, newest created first', async () => {
    const items = await all('', admin);
    const everything = await News.find({}).lean<Row[]>();
    expect(items.map((n) => n._id).sort()).toEqual(ids(everything));
    const created = items.map((n) => n.createdAt);
    expect(created).toEqual(sorted(created, 'desc'));
  });

  it.each(['draft', 'pending', 'published'] as const)('filters status=%s', async (status) => {
    const items = await all(`status=${status}`, admin);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((n) => n.status === status)).toBe(true);
    expect(items.map((n) => n._id).sort()).toEqual(ids(await News.find({ status }).lean<Row[]>()));
  });

  it('searches drafts too', async () => {
    const draft = rows.find((r) => r.status === 'draft')!;
    const word = normalizeText(draft.title)
      .split(' ')
      .find((w) => w.length > 6)!;
    const items = await all(`search=${encodeURIComponent(word)}&status=draft`, admin);
    expect(items.map((n) => n._id)).toContain(draft._id.toString());
  });
});

describe('GET /api/news/{id}', () => {
  it('finds a published item by id and by slug', async () => {
    const item = published()[0];
    const byId = await getJson<{ success: boolean; data: ApiNews }>(`/api/news/${item._id.toString()}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      _id: item._id.toString(),
      slug: item.slug,
      title: item.title,
      status: 'published',
    });
    const bySlug = await getJson<{ data: ApiNews }>(`/api/news/${item.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toEqual(byId.body.data);
  });

  it('hides drafts and pending items from the public and a user, shows them to admins', async () => {
    for (const status of ['draft', 'pending']) {
      const item = rows.find((r) => r.status === status)!;
      for (const key of [item._id.toString(), item.slug]) {
        const pub = await get(`/api/news/${key}`);
        expect(pub.status).toBe(404);
        expect(pub.body).toEqual({ success: false, message: 'Noticia no encontrada', code: 'not_found' });
        const asAdmin = await get(`/api/news/${key}`, { token: admin });
        expect(asAdmin.status).toBe(200);
        expect(asAdmin.body.data).toMatchObject({ _id: item._id.toString(), status });
      }
    }
  });

  it.each(['665f1c2a9b1e4a0012345678', 'noticia-que-no-existe'])(
    "is 404 'Noticia no encontrada' for unknown %s",
    async (key) => {
      for (const token of [undefined, admin]) {
        const { status, body } = await get(`/api/news/${key}`, { token });
        expect(status).toBe(404);
        expect(body).toEqual({ success: false, message: 'Noticia no encontrada', code: 'not_found' });
      }
    },
  );

  it.each(['undefined', 'null', 'Hola%20Mundo', '%20', 'a..b', 'x'.repeat(230)])(
    "is 400 'ID de noticia no válido' for %s",
    async (key) => {
      const { status, body } = await getJson(`/api/news/${key}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: 'ID de noticia no válido' });
    },
  );
});
