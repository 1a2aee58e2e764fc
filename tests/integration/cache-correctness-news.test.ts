import { describe, expect, it } from 'vitest';

import type { ApiNews } from '@/lib/validation/news';

import { token } from './property-data';
import { get } from './stack-client';
import { adminWrite, isNotFound, json, page, sitemap, writeStep } from './visitor-reads';

// Every news write shows on the very next anonymous request of /api/news, /api/news/{id} (by id
// and by slug), the /news page, the /news/{slug} page and the sitemap. Each step reads every
// view first (filling the caches with the old state), writes through the API, then reads again.

const NOT_FOUND_TEXT = 'La noticia que buscas no existe o ya no está publicada.';
let item: ApiNews | null = null;

interface View {
  list: string[];
  total: number;
  byId: { status: number; title?: string };
  bySlug: { status: number; title?: string };
  newsPage: string;
  newsCount: string;
  articlePage: string;
  sitemap: Map<string, string | null>;
}

async function look(): Promise<View> {
  const id = item?._id ?? '000000000000000000000000';
  const slug = item?.slug ?? 'noticia-que-no-existe';
  const [list, byId, bySlug, newsPage, articlePage, map] = await Promise.all([
    json('/api/news?limit=50'),
    get(`/api/news/${id}`),
    get(`/api/news/${slug}`),
    page('/news'),
    page(`/news/${slug}`),
    sitemap(),
  ]);
  return {
    list: (list.data as ApiNews[]).map((n) => `${n._id} ${n.title}`),
    total: list.pagination.total as number,
    byId: { status: byId.status, title: byId.body.data?.title },
    bySlug: { status: bySlug.status, title: bySlug.body.data?.title },
    newsPage: newsPage.html,
    newsCount: /data-testid="news-count"[^>]*>([^<]+)</.exec(newsPage.html)?.[1] ?? '',
    articlePage: articlePage.html,
    sitemap: map,
  };
}

function expectShown(view: View, title: string) {
  const { _id, slug } = item!;
  expect(view.list).toContain(`${_id} ${title}`);
  expect(view.byId).toEqual({ status: 200, title });
  expect(view.bySlug).toEqual({ status: 200, title });
  // Published just now: the newest, so on the first page of /news.
  expect(view.newsPage).toContain(title);
  expect(view.newsCount).toBe(`${view.total} noticias publicadas`);
  expect(view.articlePage).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(isNotFound(view.articlePage)).toBe(false);
  expect(view.sitemap.has(`/news/${slug}`)).toBe(true);
}

function expectHidden(view: View, title: string) {
  const { _id, slug } = item!;
  expect(view.list.some((n) => n.startsWith(_id))).toBe(false);
  expect(view.byId.status).toBe(404);
  expect(view.bySlug.status).toBe(404);
  expect(view.newsPage).not.toContain(title);
  expect(view.newsCount).toBe(`${view.total} noticias publicadas`);
  expect(isNotFound(view.articlePage)).toBe(true);
  expect(view.articlePage).toContain(NOT_FOUND_TEXT);
  expect(view.articlePage).toContain('<title>Noticia no encontrada |');
  expect(view.articlePage).not.toContain(title);
  expect(view.sitemap.has(`/news/${slug}`)).toBe(false);
}

const put = (body: Record<string, unknown>) => adminWrite<ApiNews>('PUT', `/api/news/${item!._id}`, body);

describe('each news write shows on the next request of every page and endpoint', () => {
  const word = token();
  const title = `Nota coherente ${word}`;
  const renamed = `Nota corregida ${word}`;

  it('create (published)', async () => {
    const create = async () => {
      item = await adminWrite<ApiNews>(
        'POST',
        '/api/news',
        { title, description: `Resumen ${word}`, content: `Contenido ${word}`, status: 'published' },
        201,
      );
    };
    await writeStep(look, { was: () => undefined, write: create, now: (v) => expectShown(v, title), totalChange: 1 });
  });

  it('update (title and content)', async () => {
    const update = () => put({ title: renamed, content: `Contenido nuevo ${word}` });
    const { after } = await writeStep(look, {
      was: (v) => expectShown(v, title),
      write: update,
      now: (v) => expectShown(v, renamed),
    });
    expect(after.articlePage).toContain(`Contenido nuevo ${word}`);
    for (const html of [after.newsPage, after.articlePage]) expect(html).not.toContain(title);
  });

  it('unpublish (back to draft)', () =>
    writeStep(look, {
      was: (v) => expectShown(v, renamed),
      write: () => put({ status: 'draft' }),
      now: (v) => expectHidden(v, renamed),
      totalChange: -1,
    }));

  it('publish (draft -> published)', () =>
    writeStep(look, {
      was: (v) => expectHidden(v, renamed),
      write: () => put({ status: 'published' }),
      now: (v) => expectShown(v, renamed),
      totalChange: 1,
    }));

  it('delete', () =>
    writeStep(look, {
      was: (v) => expectShown(v, renamed),
      write: () => adminWrite('DELETE', `/api/news/${item!._id}`, undefined),
      now: (v) => expectHidden(v, renamed),
      totalChange: -1,
    }));
});
