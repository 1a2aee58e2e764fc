import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { newsFilter, newsSort, normalizeNewsQuery } from '@/lib/services/news/filters';
import {
  NEWS_MESSAGES,
  newsCreateSchema,
  newsIdOrSlugSchema,
  newsIdSchema,
  newsMultipartFieldsSchema,
  newsQuerySchema,
  newsUpdateSchema,
} from '@/lib/validation/news';

const firstError = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};
// mongoose.trusted() tags objects with a symbol; compare plain data.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('newsQuerySchema', () => {
  it('defaults page 1, limit 4, order desc and leaves sort to the caller', () => {
    expect(newsQuerySchema.parse({ search: '', status: '' })).toEqual({ page: 1, limit: 4, order: 'desc' });
  });

  it('accepts every filter', () => {
    expect(
      newsQuerySchema.parse({
        page: '2',
        limit: '12',
        sort: 'views',
        order: 'asc',
        search: ' bogotá ',
        status: 'draft',
        category: 'legal',
        featured: 'true',
      }),
    ).toEqual({
      page: 2,
      limit: 12,
      sort: 'views',
      order: 'asc',
      search: 'bogotá',
      status: 'draft',
      category: 'legal',
      featured: 'true',
    });
  });

  it('rejects bad values in Spanish', () => {
    expect(firstError(newsQuerySchema, { limit: '101' })).toBe('El límite debe ser como máximo 100');
    expect(firstError(newsQuerySchema, { page: '0' })).toBe('La página debe ser como mínimo 1');
    expect(firstError(newsQuerySchema, { sort: 'price' })).toBe('Orden no válido');
    expect(firstError(newsQuerySchema, { order: 'up' })).toBe('El orden debe ser asc o desc');
    expect(firstError(newsQuerySchema, { status: 'archived' })).toBe('Estado no válido');
    expect(firstError(newsQuerySchema, { category: 'deportes' })).toBe('Categoría no válida');
    expect(firstError(newsQuerySchema, { featured: 'yes' })).toBe('featured debe ser true o false');
  });
});

describe('normalizeNewsQuery, newsFilter and newsSort', () => {
  const q = newsQuerySchema.parse({
    status: 'draft',
    search: 'Bogotá  Chapinero',
    featured: 'false',
    category: 'mercado',
  });

  it('forces published for the public and sorts it by publication date', () => {
    const pub = normalizeNewsQuery(q, { admin: false });
    expect(pub).toMatchObject({
      status: 'published',
      sort: 'publishedAt',
      featured: false,
      terms: ['bogota', 'chapinero'],
    });
    expect(plain(newsFilter(pub))).toEqual({
      status: 'published',
      category: 'mercado',
      featured: false,
      $and: [{ searchText: { $regex: 'bogota' } }, { searchText: { $regex: 'chapinero' } }],
    });
  });

  it('lets admins filter any status, or none, and sorts them by creation', () => {
    expect(normalizeNewsQuery(q, { admin: true })).toMatchObject({ status: 'draft', sort: 'createdAt' });
    const all = normalizeNewsQuery(newsQuerySchema.parse({ search: 'a.b' }), { admin: true });
    expect(plain(newsFilter(all))).toEqual({ searchText: { $regex: 'a\\.b' } });
  });

  it('breaks ties by _id in the same direction', () => {
    expect(newsSort({ sort: 'title', order: 'asc' })).toEqual({ title: 1, _id: 1 });
    expect(newsSort({ sort: 'views', order: 'desc' })).toEqual({ views: -1, _id: -1 });
  });
});

describe('news ids', () => {
  it('accepts an ObjectId or a slug for reads', () => {
    expect(newsIdOrSlugSchema.parse('665f1c2a9b1e4a0012345678')).toBe('665f1c2a9b1e4a0012345678');
    expect(newsIdOrSlugSchema.parse('subsidios-de-vivienda-2026')).toBe('subsidios-de-vivienda-2026');
  });

  it.each(['', 'undefined', 'null', 'Hola Mundo', 'a--b', '../x', 'a'.repeat(221)])(
    "rejects %j with 'ID de noticia no válido'",
    (id) => {
      expect(firstError(newsIdOrSlugSchema, id)).toBe('ID de noticia no válido');
    },
  );

  it('takes only ObjectIds for writes', () => {
    expect(firstError(newsIdSchema, 'subsidios')).toBe('ID de noticia no válido');
    expect(firstError(newsIdSchema, 'undefined')).toBe('ID de noticia no válido');
    expect(newsIdSchema.parse('665f1c2a9b1e4a0012345678')).toBe('665f1c2a9b1e4a0012345678');
  });
});

describe('news body schemas (their messages)', () => {
  it('requires a trimmed title of at most 200 characters and a description', () => {
    expect(firstError(newsCreateSchema, { title: '   ', description: 'x' })).toBe(NEWS_MESSAGES.titleRequired);
    expect(firstError(newsCreateSchema, { description: 'x' })).toBe('Por favor ingresa un título');
    expect(firstError(newsCreateSchema, { title: 'a'.repeat(201), description: 'x' })).toBe(
      'El título no puede tener más de 200 caracteres',
    );
    expect(newsCreateSchema.parse({ title: 'a'.repeat(200), description: 'x' }).title).toHaveLength(200);
    expect(firstError(newsCreateSchema, { title: 'T' })).toBe('Por favor ingresa una descripción');
    expect(firstError(newsCreateSchema, { title: 'T', description: '  ' })).toBe('Por favor ingresa una descripción');
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, [], 'texto']) {
      expect(firstError(newsCreateSchema, body)).toBe('El cuerpo de la solicitud debe ser un objeto JSON');
      expect(firstError(newsUpdateSchema, body)).toBe('El cuerpo de la solicitud debe ser un objeto JSON');
    }
  });

  it('takes tags as a list or comma text and checks image urls and author email', () => {
    expect(newsCreateSchema.parse({ title: 'T', excerpt: 'E', tags: 'a, b,,a' }).tags).toEqual(['a', 'b']);
    expect(firstError(newsCreateSchema, { title: 'T', excerpt: 'E', image: 'javascript:alert(1)' })).toBe(
      'La URL de la imagen no es válida',
    );
    expect(firstError(newsCreateSchema, { title: 'T', excerpt: 'E', image: '//evil.test/a.png' })).toBe(
      'La URL de la imagen no es válida',
    );
    expect(firstError(newsCreateSchema, { title: 'T', excerpt: 'E', author: { email: 'no-es-email' } })).toBe(
      'El email del autor no es válido',
    );
    expect(firstError(newsCreateSchema, { title: 'T', excerpt: 'E', status: 'archived' })).toBe('Estado no válido');
  });

  it('reads multipart text fields, booleans as text', () => {
    expect(newsMultipartFieldsSchema.parse({ title: ' T ', description: 'D', featured: 'true' })).toEqual({
      title: 'T',
      description: 'D',
      featured: true,
    });
    expect(firstError(newsMultipartFieldsSchema, { title: '', description: 'D' })).toBe('Por favor ingresa un título');
    expect(firstError(newsMultipartFieldsSchema, { title: 'T', description: '' })).toBe(
      'Por favor ingresa una descripción',
    );
  });

  it('requires title, category, content and author name when an update sends them', () => {
    expect(newsUpdateSchema.parse({})).toEqual({});
    expect(firstError(newsUpdateSchema, { title: ' ' })).toBe('Por favor ingresa un título');
    expect(firstError(newsUpdateSchema, { category: '' })).toBe('Por favor selecciona una categoría');
    expect(firstError(newsUpdateSchema, { category: 'deportes' })).toBe('Categoría no válida');
    expect(firstError(newsUpdateSchema, { content: '  ' })).toBe('Por favor ingresa el contenido');
    expect(firstError(newsUpdateSchema, { author: { name: '' } })).toBe('Por favor ingresa el nombre del autor');
    expect(firstError(newsUpdateSchema, { author: { name: 'Ana', email: 'ana@' } })).toBe(
      'El email del autor no es válido',
    );
    expect(newsUpdateSchema.parse({ author: { name: 'Ana', email: '' } })).toEqual({
      author: { name: 'Ana', email: '' },
    });
  });
});
