import { z } from 'zod';

import { ERROR_CODE_LIST } from '../domain/error-codes';

// Response envelopes (docs/api.md#answers-and-errors), shared by the operation descriptions of every domain.

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z
    .enum(ERROR_CODE_LIST)
    .describe('Código estable para programas (docs/api.md#error-codes); `message` es para personas'),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

/** `{success:true, message?, data}` around `data`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** `{success:true, data:[...], pagination}`. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
}

/** `{success:true, message}` for confirmations without data. */
export const doneSchema = z.object({ success: z.literal(true), message: z.string() });

/** Any JSON object: for shapes documented in prose rather than schema. */
export const looseObject = z.object({}).catchall(z.unknown());

/** The two refusals every admin endpoint can answer. */
export const ADMIN_ERRORS = {
  401: { description: 'No hay token de autenticación' },
  403: { description: 'No tienes permisos para realizar esta acción' },
};

/** `{success, message, data}` around `data`, for writes that always confirm. */
export const withMessage = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** `{success, data: [...]}` without pagination. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });
