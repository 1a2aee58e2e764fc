import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { readSettingsFile } from '@/lib/api/settings-file';
import { savedSettings } from '@/lib/api/settings-routes';
import { FORM_RULE } from '@/lib/api/upload-routes';
import { actorOf } from '@/lib/auth/guard';
import { RATE_CODES, RATE_RULES } from '@/lib/domain/rentals/rates';
import { SETTINGS_MESSAGES } from '@/lib/domain/settings';
import { importSettings } from '@/lib/services/settings';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/settings/import', 'Configuración', {
  POST: route(
    {
      auth: 'admin',
      summary:
        'Importar un archivo JSON de configuración (campo settings, máx. 64 KB); se valida entero antes de reemplazar las secciones que trae',
      multipart: {
        fileField: 'settings',
        maxFiles: 1,
        fileDescription: 'Archivo JSON exportado por /api/settings/export',
      },
      rules: [
        FORM_RULE,
        ...RATE_RULES,
        `un archivo que no es JSON ('${SETTINGS_MESSAGES.fileNotJson}') o sin ninguna sección válida ('${SETTINGS_MESSAGES.emptyImport}')`,
      ],
      responses: {
        200: savedSettings(SETTINGS_MESSAGES.imported),
        400: {
          description: 'Archivo ausente, JSON no válido o valores no válidos (nada se reemplaza)',
          codes: RATE_CODES,
        },
        413: { description: 'El archivo de configuración es demasiado grande' },
        415: { description: 'No es multipart/form-data' },
      },
    },
    async ({ request, caller }) =>
      ok(await importSettings(await readSettingsFile(request), actorOf(caller)), SETTINGS_MESSAGES.imported),
  ),
});
