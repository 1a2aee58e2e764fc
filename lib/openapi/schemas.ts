import { z } from 'zod';

// Response envelopes of SPEC §7, shared by the operation descriptions of every domain.

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
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
