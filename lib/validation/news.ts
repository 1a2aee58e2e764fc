import { z } from 'zod';

import { NEWS_CATEGORIES, NEWS_STATUSES } from '../domain/news';
import { emptyToUndefined, objectIdSchema, queryInt } from './common';

/** Messages of the news endpoints (docs/product-rules.md#validation, clear Spanish where it is silent). */
export const NEWS_MESSAGES = {
  titleRequired: 'Por favor ingresa un título',
  titleTooLong: 'El título no puede tener más de 200 caracteres',
  descriptionRequired: 'Por favor ingresa una descripción',
  imageRequired: 'Por favor selecciona una imagen',
  imageTooLarge: 'La imagen es muy grande. Máximo 5MB.',
  categoryRequired: 'Por favor selecciona una categoría',
  categoryInvalid: 'Categoría no válida',
  contentRequired: 'Por favor ingresa el contenido',
  authorNameRequired: 'Por favor ingresa el nombre del autor',
  authorEmailInvalid: 'El email del autor no es válido',
  statusInvalid: 'Estado no válido',
  imageUrlInvalid: 'La URL de la imagen no es válida',
  invalidId: 'ID de noticia no válido',
  notFound: 'Noticia no encontrada',
  created: 'Noticia creada exitosamente',
  updated: 'Noticia actualizada exitosamente',
  deleted: 'Noticia eliminada exitosamente',
} as const;

export const NEWS_TITLE_MAX = 200;
/** A news image is at most 5 MB. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_SORTS = ['createdAt', 'publishedAt', 'title', 'views'] as const;
export const NEWS_DEFAULT_LIMIT = 4;

const flag = z.enum(['true', 'false'], { error: 'featured debe ser true o false' });

/** GET /api/news. `sort` stays undefined when absent: its default depends on the caller (public or admin). */
export const newsQuerySchema = z.object({
  page: queryInt('La página', { min: 1, max: 100_000 }).default(1),
  limit: queryInt('El límite', { min: 1, max: 100 }).default(NEWS_DEFAULT_LIMIT),
  sort: z.preprocess(emptyToUndefined, z.enum(NEWS_SORTS, { error: 'Orden no válido' }).optional()),
  order: z.preprocess(
    emptyToUndefined,
    z.enum(['asc', 'desc'], { error: 'El orden debe ser asc o desc' }).default('desc'),
  ),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'La búsqueda es demasiado larga').optional()),
  status: z.preprocess(emptyToUndefined, z.enum(NEWS_STATUSES, { error: NEWS_MESSAGES.statusInvalid }).optional()),
  category: z.preprocess(
    emptyToUndefined,
    z.enum(NEWS_CATEGORIES, { error: NEWS_MESSAGES.categoryInvalid }).optional(),
  ),
  featured: z.preprocess(emptyToUndefined, flag.optional()),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const OBJECT_ID = /^[a-f\d]{24}$/i;

/** A news item in a GET path: an ObjectId or a slug. 'undefined', 'null' and anything else are 400. */
export const newsIdOrSlugSchema = z
  .string({ error: NEWS_MESSAGES.invalidId })
  .max(220, NEWS_MESSAGES.invalidId)
  .refine((v) => v !== 'undefined' && v !== 'null' && (OBJECT_ID.test(v) || SLUG.test(v)), NEWS_MESSAGES.invalidId)
  .meta({ pattern: '^(?!(?:undefined|null)$)(?:[a-fA-F0-9]{24}|[a-z0-9]+(?:-[a-z0-9]+)*)$' });

/** A news item in a PUT/DELETE path: only its ObjectId. */
export const newsIdSchema = objectIdSchema(NEWS_MESSAGES.invalidId);

export const isObjectId = (value: string) => OBJECT_ID.test(value);

const title = z
  .string({ error: NEWS_MESSAGES.titleRequired })
  .trim()
  .min(1, NEWS_MESSAGES.titleRequired)
  .max(NEWS_TITLE_MAX, NEWS_MESSAGES.titleTooLong);
const summary = z
  .string({ error: NEWS_MESSAGES.descriptionRequired })
  .trim()
  .min(1, NEWS_MESSAGES.descriptionRequired)
  .max(2000, 'La descripción puede tener como máximo 2000 caracteres');
const content = z.string({ error: NEWS_MESSAGES.contentRequired }).max(100_000, 'El contenido es demasiado largo');
const imageUrl = z
  .string({ error: NEWS_MESSAGES.imageUrlInvalid })
  .trim()
  .max(2000, NEWS_MESSAGES.imageUrlInvalid)
  .regex(/^(\/(?!\/)|https?:\/\/)\S+$/, NEWS_MESSAGES.imageUrlInvalid);
const imageList = z
  .array(z.union([imageUrl, z.object({ url: imageUrl, alt: z.string().trim().max(300).optional() })]))
  .max(20, 'Máximo 20 imágenes permitidas');
const category = z.enum(NEWS_CATEGORIES, {
  error: (issue) =>
    issue.input === '' || issue.input == null ? NEWS_MESSAGES.categoryRequired : NEWS_MESSAGES.categoryInvalid,
});
const status = z.enum(NEWS_STATUSES, { error: NEWS_MESSAGES.statusInvalid });
/** Tags as a list or as the comma-separated text of the edit form. */
const tagList = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(z.string().trim().max(50, 'Cada etiqueta puede tener como máximo 50 caracteres'))
      .max(30, 'Máximo 30 etiquetas')
      .transform((tags) => [...new Set(tags.filter(Boolean))]),
    // A comma-separated string is read as the list too: the OpenAPI document says so.
  )
  .meta({ type: ['array', 'string'], pattern: '^[^,]{0,50}(?:,[^,]{0,50}){0,29}$' });
/** Booleans also arrive as 'true'/'false' text from multipart fields. */
const bool = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Debe ser verdadero o falso' }),
);
const bodyObject = { error: 'El cuerpo de la solicitud debe ser un objeto JSON' };
const text = (max: number) => z.string({ error: 'Debe ser un texto' }).trim().max(max, `Máximo ${max} caracteres`);
/** '' clears the address (the edit form's email input may be left empty). */
const authorEmail = text(200)
  .refine((v) => v === '' || z.email().safeParse(v).success, NEWS_MESSAGES.authorEmailInvalid)
  .meta({ pattern: `^(?:|${z.regexes.email.source.replace(/^\^|\$$/g, '')})$` });

/** Fields every write may carry, all optional. */
const optionalFields = {
  image: imageUrl.optional(),
  images: imageList.optional(),
  tags: tagList.optional(),
  status: status.optional(),
  featured: bool.optional(),
  readingTime: z.coerce.number({ error: 'El tiempo de lectura debe ser un número' }).int().min(1).max(240).optional(),
  metaTitle: text(200).optional(),
  metaDescription: text(500).optional(),
  keywords: tagList.optional(),
  allowComments: bool.optional(),
};

/**
 * POST /api/news as JSON. The summary arrives as `description` (create form) or `excerpt`
 * (admin mapping); either is enough.
 */
export const newsCreateSchema = z
  .object(
    {
      title,
      description: summary.optional(),
      excerpt: summary.optional(),
      content: content.optional(),
      category: category.optional(),
      author: z
        .object({ name: text(120).optional(), email: authorEmail.optional(), bio: text(1000).optional() })
        .optional(),
      ...optionalFields,
    },
    bodyObject,
  )
  .refine((b) => b.description !== undefined || b.excerpt !== undefined, {
    message: NEWS_MESSAGES.descriptionRequired,
    path: ['description'],
  })
  // The same rule in the OpenAPI document.
  .meta({ anyOf: [{ required: ['description'] }, { required: ['excerpt'] }] });
export type NewsCreateInput = z.infer<typeof newsCreateSchema>;

/** The text fields of the multipart create (SPEC: title, description, one file under `images`). */
export const newsMultipartFieldsSchema = z.object({
  title,
  description: summary,
  content: content.optional(),
  category: category.optional(),
  tags: tagList.optional(),
  status: status.optional(),
  featured: bool.optional(),
});
export const NEWS_MULTIPART_FIELDS = Object.keys(newsMultipartFieldsSchema.shape);

/**
 * PUT /api/news/{id}: any subset. SPEC's edit form requires title, category, content and
 * author name, so each of them, when sent, must not be empty.
 */
export const newsUpdateSchema = z.object(
  {
    title: title.optional(),
    description: summary.optional(),
    excerpt: summary.optional(),
    content: content.trim().min(1, NEWS_MESSAGES.contentRequired).optional(),
    category: category.optional(),
    author: z
      .object({
        name: text(120).min(1, NEWS_MESSAGES.authorNameRequired).optional(),
        email: authorEmail.optional(),
        bio: text(1000).optional(),
      })
      .optional(),
    ...optionalFields,
  },
  bodyObject,
);
export type NewsUpdateInput = z.infer<typeof newsUpdateSchema>;

/** The API shape of a news item (responses; ApiNews is inferred from it, so docs cannot drift). */
export const newsItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  excerpt: z.string().describe('Igual a description'),
  content: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  image: z.string().describe('URL de la primera imagen, o la imagen por defecto'),
  category: z.enum(NEWS_CATEGORIES),
  tags: z.array(z.string()),
  author: z.object({ name: z.string(), email: z.string(), bio: z.string() }),
  status: z.enum(NEWS_STATUSES),
  featured: z.boolean(),
  views: z.number(),
  likes: z.number(),
  shares: z.number(),
  readingTime: z.number(),
  publishedAt: z.string().nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  allowComments: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The API shape: the stored item with `_id` and dates as strings, plus `excerpt` and `image`. */
export type ApiNews = z.infer<typeof newsItemSchema>;
