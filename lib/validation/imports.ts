import { z } from 'zod';

import { IMPORT_ACTIONS, IMPORT_MESSAGES, IMPORT_STATUSES } from '../domain/imports';

// The property import and export (docs/import-export.md): path and query schemas, and the answer
// the OpenAPI document describes.

export const importIdParamsSchema = z.object({
  id: z.string({ error: IMPORT_MESSAGES.notFound }).regex(/^[a-f\d]{24}$/i, IMPORT_MESSAGES.notFound),
});

export const EXPORT_FORMAT_MESSAGE = 'El formato debe ser csv o json';
export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'json'], { error: EXPORT_FORMAT_MESSAGE }).default('csv'),
});

const rowSchema = z.object({
  row: z.number().int().describe('La fila de la hoja de cálculo (la cabecera es la fila 1)'),
  action: z.enum(IMPORT_ACTIONS),
  code: z.string(),
  errors: z.array(
    z.object({ column: z.string().describe('La columna tal como la nombra el archivo'), message: z.string() }),
  ),
  changes: z.array(z.string()).describe('En una actualización: las columnas de la plantilla que cambia'),
  photos: z.number().int().describe('Fotos del .zip para esta fila'),
  propertyId: z.string().nullable().optional(),
});

export const importAnswerSchema = z.object({
  _id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  rows: z.array(rowSchema),
  summary: z.object({
    total: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
    photos: z.number().int(),
    encoding: z.string().describe("'utf-8' o 'windows-1252' (detectada)"),
    delimiter: z.string(),
    ignoredColumns: z.array(z.string()),
    unmatchedPhotos: z.array(z.string()),
  }),
  done: z.number().int(),
  total: z.number().int(),
  result: z.object({ written: z.number().int(), failed: z.number().int() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
