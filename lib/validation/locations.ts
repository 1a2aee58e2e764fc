import { z } from 'zod';

import { emptyToUndefined } from './common';

// Bodies and queries of the locations contract (docs/api.md#endpoints, docs/product-rules.md#validation: city and
// locality modal). Codes are DANE codes: digits only (department 2, city 5, locality 7 here),
// accepted from 1 to 10 digits so other numbering schemes still fit.

export const LOCATION_CODE_PATTERN = /^\d{1,10}$/;
const NAME_MAX = 120;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`);

/** A code in a body: required, digits only. */
const codeField = z
  .string({ error: 'El código es obligatorio' })
  .trim()
  .min(1, 'El código es obligatorio')
  .regex(LOCATION_CODE_PATTERN, 'El código debe tener solo dígitos (de 1 a 10)');

/** A parent's code: its absence means the parent was not chosen first. */
const parentCode = (message: string) =>
  z.string({ error: message }).trim().min(1, message).regex(LOCATION_CODE_PATTERN, message);

/** A parent's display name: optional, the stored parent's name wins. */
const parentName = z.string().trim().max(NAME_MAX).optional();

const notAnObject = { error: 'El cuerpo de la solicitud debe ser un objeto JSON' };

export const cityBodySchema = z.object(
  {
    name: requiredText('El nombre es obligatorio', NAME_MAX),
    code: codeField,
    departmentCode: parentCode('Por favor selecciona un departamento primero'),
    departmentName: parentName,
  },
  notAnObject,
);

export const localityBodySchema = z.object(
  {
    name: requiredText('El nombre es obligatorio', NAME_MAX),
    code: codeField,
    cityCode: parentCode('Por favor selecciona una ciudad primero'),
    cityName: parentName,
    departmentCode: z.string().trim().max(10).optional(),
    departmentName: parentName,
  },
  notAnObject,
);

/** A code in a path segment ("/api/cities/{code}"). */
export function codeParamSchema(message: string) {
  return z.object({ code: z.string({ error: message }).regex(LOCATION_CODE_PATTERN, message) });
}
export const cityCodeParamSchema = codeParamSchema('Código de ciudad no válido');
export const localityCodeParamSchema = codeParamSchema('Código de localidad no válido');

const optionalCode = (message: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(LOCATION_CODE_PATTERN, message).optional());

/** GET /api/cities: an unknown department gives an empty list; a malformed code is a 400. */
export const citiesQuerySchema = z.object({ departmentCode: optionalCode('Código de departamento no válido') });
/** GET /api/localities: without cityCode every locality is listed. */
export const localitiesQuerySchema = z.object({ cityCode: optionalCode('Código de ciudad no válido') });

export const departmentSchema = z.object({ code: z.string(), name: z.string() });
export const citySchema = departmentSchema.extend({ departmentCode: z.string(), departmentName: z.string() });
export const localitySchema = citySchema.extend({ cityCode: z.string(), cityName: z.string() });

export type CityBody = z.infer<typeof cityBodySchema>;
export type LocalityBody = z.infer<typeof localityBodySchema>;
export type DepartmentItem = z.infer<typeof departmentSchema>;
export type CityItem = z.infer<typeof citySchema>;
export type LocalityItem = z.infer<typeof localitySchema>;
