import { z } from 'zod';

import {
  appearanceSchema,
  generalSchema,
  integrationsSchema,
  notificationsSchema,
  securitySchema,
  settingsImportSchema,
  settingsSectionParamSchema,
  settingsUpdateBodySchema,
} from '../../validation/settings';
import type { ApiOperation } from '../registry';
import { ADMIN_ERRORS, withMessage } from '../schemas';

const TAG = 'Configuración';

const publicSettingsSchema = z.object({
  general: generalSchema,
  appearance: appearanceSchema,
  integrations: integrationsSchema.pick({
    googleAnalytics: true,
    facebookPixel: true,
    mapsProvider: true,
    cloudinary: true,
  }),
});
const adminSettingsSchema = z.object({
  general: generalSchema,
  security: securitySchema,
  notifications: notificationsSchema,
  appearance: appearanceSchema,
  integrations: integrationsSchema.extend({
    cloudinary: z.object({
      configured: z.boolean().describe('CLOUDINARY_URL definido'),
      cloudName: z.string(),
      apiKey: z.string(),
    }),
  }),
});
const saved = (description: string) => ({ description, schema: withMessage(adminSettingsSchema) });
const adminErrors = ADMIN_ERRORS;

export const settingsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/settings',
    summary:
      'Configuración: la parte pública (general, apariencia, IDs públicos de integraciones) o, para administradores, toda',
    tag: TAG,
    auth: 'optional',
    responses: {
      200: {
        description: 'Configuración',
        schema: z.object({ success: z.literal(true), data: z.union([adminSettingsSchema, publicSettingsSchema]) }),
      },
      401: { description: 'Token no válido o expirado' },
    },
  },
  {
    method: 'put',
    path: '/api/settings',
    summary: 'Guardar una sola sección, p. ej. {"general": {...}}; los campos no enviados se conservan',
    tag: TAG,
    auth: 'admin',
    body: settingsUpdateBodySchema,
    responses: {
      200: saved('Configuración guardada exitosamente'),
      400: { description: 'Más de una sección o valores no válidos (nada se guarda)' },
      ...adminErrors,
    },
  },
  {
    method: 'put',
    path: '/api/settings/{section}',
    summary:
      'Guardar una sección (general, security, notifications, appearance, integrations) con sus campos en el cuerpo',
    tag: TAG,
    auth: 'admin',
    params: settingsSectionParamSchema,
    body: z.union(
      [generalSchema, securitySchema, notificationsSchema, appearanceSchema, integrationsSchema].map((s) =>
        s.partial(),
      ),
    ),
    responses: {
      200: saved('Configuración guardada exitosamente'),
      400: { description: 'Valores no válidos (nada se guarda)' },
      ...adminErrors,
      404: { description: 'Sección de configuración no encontrada' },
    },
  },
  {
    method: 'post',
    path: '/api/settings/reset',
    summary: 'Restablecer los valores por defecto',
    tag: TAG,
    auth: 'admin',
    responses: { 200: saved('Configuración restablecida a los valores por defecto'), ...adminErrors },
  },
  {
    method: 'get',
    path: '/api/settings/export',
    summary: 'Descargar la configuración como archivo JSON (configuracion-AAAA-MM-DD.json)',
    tag: TAG,
    auth: 'admin',
    responses: {
      200: { description: 'Archivo JSON (Content-Disposition: attachment)', schema: settingsImportSchema },
      ...adminErrors,
    },
  },
  {
    method: 'post',
    path: '/api/settings/import',
    summary:
      'Importar un archivo JSON de configuración (campo settings, máx. 64 KB); se valida entero antes de reemplazar las secciones que trae',
    tag: TAG,
    auth: 'admin',
    multipart: {
      fileField: 'settings',
      maxFiles: 1,
      fileDescription: 'Archivo JSON exportado por /api/settings/export',
    },
    responses: {
      200: saved('Configuración importada exitosamente'),
      400: { description: 'Archivo ausente, JSON no válido o valores no válidos (nada se reemplaza)' },
      ...adminErrors,
      413: { description: 'El archivo de configuración es demasiado grande' },
      415: { description: 'No es multipart/form-data' },
    },
  },
];
