import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { savedSettings } from '@/lib/api/settings-routes';
import { actorOf } from '@/lib/auth/guard';
import { SETTINGS_MESSAGES } from '@/lib/domain/settings';
import { resetSettings } from '@/lib/services/settings';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/settings/reset', 'Configuración', {
  POST: route(
    {
      auth: 'admin',
      summary: 'Restablecer los valores por defecto',
      responses: { 200: savedSettings(SETTINGS_MESSAGES.reset) },
    },
    async ({ caller }) => ok(await resetSettings(actorOf(caller)), SETTINGS_MESSAGES.reset),
  ),
});
