import type { z } from 'zod';

/**
 * One endpoint of the /api contract, described with the same zod schemas the handler parses
 * with. `lib/openapi/document.ts` turns the list into the OpenAPI 3.1 document served at
 * /api/openapi.json, so the document cannot drift from the validation.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template, e.g. `/api/properties/{id}`. */
  path: string;
  summary: string;
  /** Grouping in the reference page: 'Propiedades', 'Noticias', ... */
  tag: string;
  /** Who may call it: anyone, anyone with optional extras for admins, a signed-in user, an admin. */
  auth: 'public' | 'optional' | 'user' | 'admin';
  /** Path parameters, as a z.object of strings. */
  params?: z.ZodObject;
  /** Query string, as a z.object (the schema the handler parses). */
  query?: z.ZodType;
  /** JSON request body. */
  body?: z.ZodType;
  /** multipart/form-data request body: the file field and any text fields. */
  multipart?: { fileField: string; maxFiles: number; fields?: z.ZodObject; fileDescription?: string };
  /** Status code -> description and, where useful, the zod schema of the JSON body. */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}
