import { describe, expect, it } from 'vitest';

import {
  buildNewsDocument,
  buildNewsUpdate,
  estimateReadingTime,
  imagesFromInput,
} from '@/lib/services/news/documents';
import { DEFAULT_NEWS_IMAGE, toAdminNews, toApiNews, toPublicNews, type StoredNews } from '@/lib/services/news/mapper';
import { newsCreateSchema } from '@/lib/validation/news';

const stored: StoredNews = {
  _id: { toString: () => '665f1c2a9b1e4a0012345678' },
  title: 'Subsidios de vivienda en Bogotá',
  slug: 'subsidios-de-vivienda-en-bogota',
  description: 'Qué cambia este año',
  content: 'Texto completo',
  images: [
    { url: '/uploads/news/a.webp', alt: 'Portada' },
    { url: '/uploads/news/b.webp', alt: null },
  ],
  category: 'finanzas',
  tags: ['subsidios'],
  author: { name: 'Natalia Vargas', email: 'natalia@correo.test', bio: 'Economista' },
  status: 'published',
  featured: true,
  views: 40,
  likes: 2,
  shares: 1,
  readingTime: 6,
  publishedAt: new Date('2026-10-05T10:00:00Z'),
  keywords: ['vivienda'],
  allowComments: true,
  createdAt: new Date('2026-10-01T10:00:00Z'),
  updatedAt: '2026-10-06T10:00:00.000Z',
};

describe('toApiNews', () => {
  it('keeps the stored shape with string id and ISO dates, plus excerpt and image', () => {
    const api = toApiNews(stored);
    expect(api).toMatchObject({
      _id: '665f1c2a9b1e4a0012345678',
      title: 'Subsidios de vivienda en Bogotá',
      description: 'Qué cambia este año',
      excerpt: 'Qué cambia este año',
      image: '/uploads/news/a.webp',
      images: [
        { url: '/uploads/news/a.webp', alt: 'Portada' },
        { url: '/uploads/news/b.webp', alt: '' },
      ],
      publishedAt: '2026-10-05T10:00:00.000Z',
      createdAt: '2026-10-01T10:00:00.000Z',
      updatedAt: '2026-10-06T10:00:00.000Z',
      author: { name: 'Natalia Vargas', email: 'natalia@correo.test', bio: 'Economista' },
    });
    expect(api).not.toHaveProperty('searchText');
  });

  it('fills defaults for a bare row', () => {
    const api = toApiNews({ _id: { toString: () => 'x1' } });
    expect(api).toMatchObject({
      image: DEFAULT_NEWS_IMAGE,
      images: [],
      author: { name: 'Equipo', email: '', bio: '' },
      readingTime: 3,
      status: 'draft',
      category: 'general',
      featured: false,
      publishedAt: null,
      views: 0,
    });
  });
});

describe('toPublicNews and toAdminNews', () => {
  it('maps the public fields', () => {
    const pub = toPublicNews(toApiNews(stored));
    expect(pub).toMatchObject({
      id: '665f1c2a9b1e4a0012345678',
      summary: 'Qué cambia este año',
      image: '/uploads/news/a.webp',
      date: '2026-10-05T10:00:00.000Z',
      author: 'Natalia Vargas',
      readTime: 6,
      comments: 0,
      metaTitle: 'Subsidios de vivienda en Bogotá',
      metaDescription: 'Qué cambia este año',
    });
  });

  it('dates an unpublished item by its creation', () => {
    expect(toPublicNews(toApiNews({ ...stored, publishedAt: null })).date).toBe('2026-10-01T10:00:00.000Z');
  });

  it('maps the admin fields', () => {
    expect(toAdminNews(toApiNews(stored))).toEqual({
      id: '665f1c2a9b1e4a0012345678',
      title: 'Subsidios de vivienda en Bogotá',
      excerpt: 'Qué cambia este año',
      content: 'Texto completo',
      category: 'finanzas',
      author: { name: 'Natalia Vargas', email: 'natalia@correo.test', bio: 'Economista' },
      tags: ['subsidios'],
      status: 'published',
      featured: true,
      views: 40,
      createdAt: '2026-10-01T10:00:00.000Z',
    });
  });

  it("throws 'ID de noticia no válido' without an id", () => {
    const api = toApiNews({ ...stored, _id: { toString: () => '' } });
    expect(() => toPublicNews(api)).toThrow('ID de noticia no válido');
    expect(() => toAdminNews(api)).toThrow('ID de noticia no válido');
  });
});

describe('news write builders', () => {
  it('estimates reading time at 200 words a minute, 3 by default', () => {
    expect(estimateReadingTime(undefined)).toBe(3);
    expect(estimateReadingTime('   ')).toBe(3);
    expect(estimateReadingTime('palabra '.repeat(50))).toBe(1);
    expect(estimateReadingTime('palabra '.repeat(1000))).toBe(5);
  });

  it('prefers images over image and defaults alt to the title', () => {
    expect(imagesFromInput({ image: '/a.webp' }, 'T')).toEqual([{ url: '/a.webp', alt: 'T' }]);
    expect(imagesFromInput({ image: '/a.webp', images: ['/b.webp', { url: '/c.webp', alt: 'C' }] }, 'T')).toEqual([
      { url: '/b.webp', alt: 'T' },
      { url: '/c.webp', alt: 'C' },
    ]);
    expect(imagesFromInput({}, 'T')).toBeUndefined();
  });

  it('builds a draft with defaults from a minimal create body', () => {
    const doc = buildNewsDocument(newsCreateSchema.parse({ title: ' Hola ', excerpt: 'Resumen' }));
    expect(doc).toEqual({
      title: 'Hola',
      description: 'Resumen',
      content: '',
      images: [],
      category: 'general',
      tags: [],
      author: { name: 'Equipo' },
      status: 'draft',
      featured: false,
      readingTime: 3,
      keywords: [],
      allowComments: false,
    });
  });

  it('builds a $set with dotted author keys, searchText and publishedAt on first publish', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const set = buildNewsUpdate(
      { ...stored, publishedAt: null, status: 'draft' },
      { status: 'published', author: { name: 'José Núñez' } },
      now,
    );
    expect(set).toEqual({
      status: 'published',
      'author.name': 'José Núñez',
      publishedAt: now,
      searchText: 'subsidios de vivienda en bogota que cambia este ano jose nunez',
    });
  });

  it('keeps an existing publishedAt and recomputes reading time when content changes', () => {
    const set = buildNewsUpdate(
      stored,
      { status: 'published', content: 'uno dos tres', title: 'Nuevo título' },
      new Date(),
    );
    expect(set).not.toHaveProperty('publishedAt');
    expect(set).toMatchObject({ title: 'Nuevo título', content: 'uno dos tres', readingTime: 1 });
    expect(set.searchText).toBe('nuevo titulo que cambia este ano natalia vargas');
  });
});
