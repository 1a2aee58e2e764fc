import { z } from 'zod';

import {
  citiesQuerySchema,
  cityBodySchema,
  cityCodeParamSchema,
  citySchema,
  departmentSchema,
  localitiesQuerySchema,
  localityBodySchema,
  localityCodeParamSchema,
  localitySchema,
} from '../../validation/locations';
import type { ApiOperation } from '../registry';
import { ADMIN_ERRORS, listOf, withMessage } from '../schemas';

const TAG = 'Ubicaciones';

const confirmation = z.object({ success: z.literal(true), message: z.string() });

const adminErrors = {
  400: { description: 'Datos no válidos (nombre, código, "Por favor selecciona ... primero")' },
  ...ADMIN_ERRORS,
};

export const locationsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/departments',
    summary: 'Departamentos (código DANE y nombre), ordenados por nombre',
    tag: TAG,
    auth: 'public',
    responses: { 200: { description: 'Lista de departamentos', schema: listOf(departmentSchema) } },
  },
  {
    method: 'get',
    path: '/api/cities',
    summary: 'Ciudades de un departamento (todas sin departmentCode; un código desconocido da una lista vacía)',
    tag: TAG,
    auth: 'public',
    query: citiesQuerySchema,
    responses: {
      200: { description: 'Lista de ciudades', schema: listOf(citySchema) },
      400: { description: 'Código de departamento no válido' },
    },
  },
  {
    method: 'get',
    path: '/api/localities',
    summary: 'Localidades de una ciudad (todas sin cityCode; un código desconocido da una lista vacía)',
    tag: TAG,
    auth: 'public',
    query: localitiesQuerySchema,
    responses: {
      200: { description: 'Lista de localidades', schema: listOf(localitySchema) },
      400: { description: 'Código de ciudad no válido' },
    },
  },
  {
    method: 'post',
    path: '/api/cities',
    summary: 'Crear una ciudad (el nombre del departamento se toma del departamento guardado)',
    tag: TAG,
    auth: 'admin',
    body: cityBodySchema,
    responses: {
      201: { description: 'Ciudad creada exitosamente', schema: withMessage(citySchema) },
      ...adminErrors,
      404: { description: 'Departamento no encontrado' },
      409: { description: 'Ya existe una ciudad con el código {code}' },
    },
  },
  {
    method: 'put',
    path: '/api/cities',
    summary: 'Actualizar la ciudad con el código del cuerpo; el nuevo nombre pasa a sus localidades y propiedades',
    tag: TAG,
    auth: 'admin',
    body: cityBodySchema,
    responses: {
      200: { description: 'Ciudad actualizada exitosamente', schema: withMessage(citySchema) },
      ...adminErrors,
      404: { description: 'Ciudad no encontrada / Departamento no encontrado' },
    },
  },
  {
    method: 'delete',
    path: '/api/cities/{code}',
    summary: 'Eliminar una ciudad sin localidades ni propiedades',
    tag: TAG,
    auth: 'admin',
    params: cityCodeParamSchema,
    responses: {
      200: { description: 'Ciudad eliminada exitosamente', schema: confirmation },
      ...adminErrors,
      404: { description: 'Ciudad no encontrada' },
      409: {
        description:
          'No se puede eliminar la ciudad porque tiene {n} localidades / propiedades asociadas / La ciudad cambió mientras se eliminaba y no se eliminó. Inténtalo de nuevo',
      },
    },
  },
  {
    method: 'post',
    path: '/api/localities',
    summary: 'Crear una localidad (los nombres de ciudad y departamento se toman de la ciudad guardada)',
    tag: TAG,
    auth: 'admin',
    body: localityBodySchema,
    responses: {
      201: { description: 'Localidad creada exitosamente', schema: withMessage(localitySchema) },
      ...adminErrors,
      404: { description: 'Ciudad no encontrada' },
      409: {
        description:
          'Ya existe una localidad con el código {code} / La ciudad seleccionada ya no existe (se está eliminando)',
      },
    },
  },
  {
    method: 'put',
    path: '/api/localities',
    summary: 'Actualizar la localidad con el código del cuerpo; el nuevo nombre pasa a sus propiedades',
    tag: TAG,
    auth: 'admin',
    body: localityBodySchema,
    responses: {
      200: { description: 'Localidad actualizada exitosamente', schema: withMessage(localitySchema) },
      ...adminErrors,
      404: { description: 'Localidad no encontrada / Ciudad no encontrada' },
      409: { description: 'La ciudad seleccionada ya no existe (se está eliminando)' },
    },
  },
  {
    method: 'delete',
    path: '/api/localities/{code}',
    summary: 'Eliminar una localidad sin propiedades',
    tag: TAG,
    auth: 'admin',
    params: localityCodeParamSchema,
    responses: {
      200: { description: 'Localidad eliminada exitosamente', schema: confirmation },
      ...adminErrors,
      404: { description: 'Localidad no encontrada' },
      409: {
        description:
          'No se puede eliminar la localidad porque tiene {n} propiedades asociadas / La localidad cambió mientras se eliminaba y no se eliminó. Inténtalo de nuevo',
      },
    },
  },
];
