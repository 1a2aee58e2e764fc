import { z } from 'zod';

import {
  MAX_PROPERTY_IMAGES,
  MAX_PROPERTY_VIDEOS,
  OPERATIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  toStoredStatus,
} from '../domain/property';
import { normalizePropertyCode, PROPERTY_CODE_MESSAGES, PROPERTY_CODE_PATTERN } from '../domain/property-code';
import { asksForDeposit, depositRequirementMessage } from '../domain/rental';
import { emptyToUndefined } from './common';

// Admin POST/PUT /api/properties body: the API shape with the Colombian fields, and the
// create defaults (docs/product-rules.md#property). The update schema is the same without
// defaults: what a PUT does not send keeps its stored value.

type Mode = 'create' | 'update';

/** Our own stored media (`/uploads/...`) or an https URL; nothing else reaches a page. */
export function isAllowedMediaUrl(url: string): boolean {
  if (/^\/uploads\/[^\s?#]+$/.test(url)) return !url.split('/').includes('..');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

const mediaUrl = (message: string) =>
  z.string({ error: message }).trim().max(2000, message).refine(isAllowedMediaUrl, message);

const image = z
  .union(
    [
      mediaUrl('URL de imagen no válida'),
      z.object({ url: mediaUrl('URL de imagen no válida'), alt: z.string().trim().max(200).optional() }),
    ],
    {
      error: 'URL de imagen no válida',
    },
  )
  .transform((v) => (typeof v === 'string' ? { url: v, alt: '' } : { url: v.url, alt: v.alt ?? '' }));

// A number or a numeric string; z.coerce.number() also took true as 1 and [3] as 3 (fuzz).
const number = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.number({ error: `${label} debe ser un número` }).refine(Number.isFinite, `${label} debe ser un número`),
  );
const count = (label: string, feminine = false) =>
  number(label).pipe(
    z
      .number()
      .int(`${label} debe ser un número entero`)
      .min(0, `${label} no puede ser ${feminine ? 'negativa' : 'negativo'}`)
      .max(1000, `${label} es demasiado grande`),
  );
const money = (label: string) =>
  number(label).pipe(
    z
      .number()
      .int(`${label} debe ser un número entero`)
      .min(0, `${label} no puede ser negativa`)
      .max(1_000_000_000, `${label} es demasiado grande`),
  );
const text = (max: number, label = 'El texto') =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .max(max, `${label} no puede superar los ${max} caracteres`);
const strings = (maxItems: number, maxLength: number, label: string) =>
  z
    .array(text(maxLength, label), { error: `${label} debe ser una lista` })
    .max(maxItems, `Máximo ${maxItems} elementos en ${label.toLowerCase()}`);
const bool = z.boolean({ error: 'Debe ser verdadero o falso' });
/** Fiador, póliza, documents; never a cash deposit (Ley 820 de 2003, lib/domain/rental.ts). */
const rentalRequirements = z
  .array(
    text(200, 'Requisitos').superRefine((value, ctx) => {
      if (asksForDeposit(value)) ctx.addIssue({ code: 'custom', message: depositRequirementMessage(value) });
    }),
    { error: 'Requisitos debe ser una lista' },
  )
  .max(20, 'Máximo 20 elementos en requisitos');

/** A price parsed to an integer, a numeric string accepted. */
const priceSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ error: 'El precio debe ser un número' })
    .refine(Number.isFinite, 'El precio debe ser un número')
    .min(0, 'El precio no puede ser negativo')
    .transform(Math.trunc),
);

const yearSchema = number('El año de construcción').pipe(
  z
    .number()
    .int('El año de construcción debe ser un número entero')
    .min(1900, 'El año de construcción debe estar entre 1900 y 2030')
    .max(2030, 'El año de construcción debe estar entre 1900 y 2030'),
);

const titleSchema = z
  .string({ error: 'El título es obligatorio' })
  .trim()
  .min(1, 'El título es obligatorio')
  .max(200, 'El título no puede superar los 200 caracteres');
const typeSchema = z.enum(PROPERTY_TYPES, { error: 'Tipo de inmueble no válido' });
const operationSchema = z.enum(OPERATIONS, { error: 'Operación no válida' });

function fields(mode: Mode) {
  // On create a missing (or empty) value takes SPEC's default; on update it stays as stored.
  const d = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
    mode === 'create'
      ? z.preprocess(emptyToUndefined, schema.default(value as never))
      : z.preprocess(emptyToUndefined, schema.optional());
  const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
  const nested = <T extends z.ZodObject>(schema: T) =>
    mode === 'create' ? schema.prefault({} as never) : schema.optional();

  return {
    // Empty on create: the next assigned code; on update it stays (a property always has one).
    code: opt(
      z
        .string({ error: PROPERTY_CODE_MESSAGES.invalid })
        .transform(normalizePropertyCode)
        .pipe(z.string().regex(PROPERTY_CODE_PATTERN, PROPERTY_CODE_MESSAGES.invalid)),
    ),
    title: titleSchema,
    description: d(text(20_000, 'La descripción'), 'Sin descripción disponible'),
    price: d(priceSchema, 0),
    type: typeSchema,
    operation: operationSchema,
    status: d(
      z
        .string({ error: 'Estado no válido' })
        .transform(toStoredStatus)
        .pipe(z.enum(PROPERTY_STATUSES, { error: 'Estado no válido' })),
      'borrador',
    ),
    featured: d(bool, false),
    showExactLocation: d(bool, false),
    syndicate: d(bool, true),
    location: nested(
      z.object(
        {
          address: d(text(300, 'La dirección'), ''),
          neighborhood: d(text(120, 'El barrio'), ''),
          locality: d(text(120, 'La localidad'), ''),
          city: d(text(120, 'La ciudad'), ''),
          state: d(text(120, 'El departamento'), ''),
          coordinates: opt(
            z
              .object(
                {
                  lat: number('La latitud').pipe(z.number().min(-90, 'Latitud no válida').max(90, 'Latitud no válida')),
                  lng: number('La longitud').pipe(
                    z.number().min(-180, 'Longitud no válida').max(180, 'Longitud no válida'),
                  ),
                },
                { error: 'Coordenadas no válidas' },
              )
              .nullable(),
          ),
          zipCode: d(
            z
              .string({ error: 'Código postal no válido' })
              .trim()
              .regex(/^\d{4,10}$/, 'Código postal no válido'),
            '000000',
          ),
          cityCode: opt(
            z
              .string({ error: 'Código de ciudad no válido' })
              .trim()
              .regex(/^\d{5}$/, 'Código de ciudad no válido'),
          ),
          localityCode: opt(
            z
              .string({ error: 'Código de localidad no válido' })
              .trim()
              .regex(/^\d{7}$/, 'Código de localidad no válido'),
          ),
          departmentCode: opt(
            z
              .string({ error: 'Código de departamento no válido' })
              .trim()
              .regex(/^\d{2}$/, 'Código de departamento no válido'),
          ),
        },
        { error: 'La ubicación no es válida' },
      ),
    ),
    features: nested(
      z.object(
        {
          bedrooms: d(count('El número de habitaciones'), 0),
          bathrooms: d(count('El número de baños'), 0),
          parking: d(count('El número de parqueaderos'), 0),
          area: d(
            number('El área').pipe(
              z.number().min(0, 'El área no puede ser negativa').max(10_000_000, 'El área es demasiado grande'),
            ),
            0,
          ),
          floor: d(count('El piso'), 1),
          totalFloors: d(count('El número de pisos'), 1),
          yearBuilt: d(yearSchema, 2020),
        },
        { error: 'Las características no son válidas' },
      ),
    ),
    estrato: opt(
      number('El estrato')
        .pipe(
          z
            .number()
            .int('El estrato debe estar entre 1 y 6')
            .min(1, 'El estrato debe estar entre 1 y 6')
            .max(6, 'El estrato debe estar entre 1 y 6'),
        )
        .nullable(),
    ),
    adminFee: d(money('La administración'), 0),
    elevator: d(bool, false),
    gatedCommunity: d(bool, false),
    petsAllowed: d(bool, false),
    rentalRequirements: d(rentalRequirements, []),
    images: d(
      z
        .array(image, { error: 'Las imágenes deben ser una lista' })
        .max(MAX_PROPERTY_IMAGES, `Máximo ${MAX_PROPERTY_IMAGES} imágenes`),
      [],
    ),
    videos: d(
      z
        .array(mediaUrl('URL de video no válida'), { error: 'Los videos deben ser una lista' })
        .max(MAX_PROPERTY_VIDEOS, `Máximo ${MAX_PROPERTY_VIDEOS} videos`),
      [],
    ),
    amenities: d(strings(50, 80, 'Comodidades'), []),
    // The assigned agent (a staff account); null unassigns. The public `agent` block is derived from it.
    agentId: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string({ error: 'Asesor no válido' })
        .regex(/^[a-f\d]{24}$/i, 'Asesor no válido')
        .nullable()
        .optional(),
    ),
    contactInfo: opt(
      z.object(
        {
          phone: opt(text(40, 'El teléfono')),
          whatsapp: opt(text(40, 'El WhatsApp')),
          email: opt(text(200, 'El email')),
          website: opt(text(300, 'El sitio web')),
          schedule: opt(text(200, 'El horario')),
        },
        { error: 'La información de contacto no es válida' },
      ),
    ),
    tags: d(strings(50, 60, 'Etiquetas'), []),
    keywords: d(strings(50, 60, 'Palabras clave'), []),
    priority: d(count('La prioridad', true), 0),
  };
}

const bodyError = { error: 'El cuerpo de la solicitud debe ser un objeto JSON' };

/** POST /api/properties. */
export const propertyCreateSchema = z.object(fields('create'), bodyError);
/** PUT /api/properties/{id}: only what is sent changes; `version` guards against lost updates. */
export const propertyUpdateSchema = z.object(
  {
    ...fields('update'),
    title: titleSchema.optional(),
    type: typeSchema.optional(),
    operation: operationSchema.optional(),
    version: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'Versión no válida' }).int('Versión no válida').min(0, 'Versión no válida').optional(),
    ),
  },
  bodyError,
);

export type PropertyCreateInput = z.infer<typeof propertyCreateSchema>;
export type PropertyUpdateInput = z.infer<typeof propertyUpdateSchema>;
