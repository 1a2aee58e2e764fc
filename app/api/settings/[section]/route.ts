import { z } from 'zod';

import { ok, readJson } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { savedSettings } from '@/lib/api/settings-routes';
import { actorOf } from '@/lib/auth/guard';
import { NotFoundError } from '@/lib/domain/errors';
import { RATE_CODES, RATE_RULES } from '@/lib/domain/rentals/rates';
import { isSettingsSection, SETTINGS_MESSAGES, SETTINGS_SECTIONS } from '@/lib/domain/settings';
import { updateSettings } from '@/lib/services/settings';
import { OFFICE_HOURS_RULES } from '@/lib/validation/office-hours';
import { parseSectionUpdate, settingsPatchSchemas } from '@/lib/validation/settings';

// An unknown section is a 404 (no such resource), not a 400: the path is checked by hand.
const sectionParam = z.object({ section: z.string().describe(`Una de: ${SETTINGS_SECTIONS.join(', ')}`) });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/settings/{section}', 'Configuración', {
  PUT: route(
    {
      auth: 'admin',
      summary:
        'Guardar una sección (general, security, notifications, appearance, integrations, financing, rentals) con sus campos en el cuerpo',
      params: sectionParam,
      body: z.union(Object.values(settingsPatchSchemas)),
      readsBody: true, // its schema depends on the section
      rules: [
        'un cuerpo que cumple el esquema de otra sección pero no el de la sección de la ruta',
        ...OFFICE_HOURS_RULES,
        ...RATE_RULES,
      ],
      responses: {
        200: savedSettings(SETTINGS_MESSAGES.saved),
        400: { description: 'Valores no válidos (nada se guarda)', codes: RATE_CODES },
        404: { description: SETTINGS_MESSAGES.unknownSection },
      },
    },
    async ({ request, caller, params }) => {
      if (!isSettingsSection(params.section)) throw new NotFoundError(SETTINGS_MESSAGES.unknownSection);
      const body = await readJson(request);
      // `{general: {...}}` is accepted too, like PUT /api/settings.
      const wrapped =
        typeof body === 'object' && body !== null && Object.keys(body).length === 1 && params.section in body;
      const values = wrapped ? (body as Record<string, unknown>)[params.section] : body;
      return ok(
        await updateSettings(parseSectionUpdate(params.section, values), actorOf(caller)),
        SETTINGS_MESSAGES.saved,
      );
    },
  ),
});
