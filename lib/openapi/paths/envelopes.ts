import { z } from 'zod';

// Response pieces shared by the locations, settings and leads operations.

/** The two refusals every admin endpoint can answer. */
export const ADMIN_ERRORS = {
  401: { description: 'No hay token de autenticación' },
  403: { description: 'No tienes permisos para realizar esta acción' },
};

/** `{success, message, data}` around `data`. */
export const withMessage = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

/** `{success, data: [...]}` (optionally with pagination). */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });

export const paginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
