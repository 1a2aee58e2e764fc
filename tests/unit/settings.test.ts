import { describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from '@/lib/domain/settings';
import { mergeSettings, toSetPaths } from '@/lib/services/settings/merge';
import { adminSettings, exportableSettings, publicSettings } from '@/lib/services/settings/views';
import { parseSectionUpdate, parseSettingsUpdate, settingsImportSchema } from '@/lib/validation/settings';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { issues?: Array<{ message: string }> }).issues?.[0]?.message;
  }
  return undefined;
};

describe('mergeSettings', () => {
  it('gives the defaults without a stored document', () => {
    expect(mergeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('merges stored keys into nested objects and ignores unknown or mistyped ones', () => {
    const merged = mergeSettings({
      general: { siteName: 'Otra', social: { facebook: 'https://fb.com/x' }, apiSecret: 'filtrado' },
      security: { loginAttempts: '7' },
      integrations: { cloudinary: { cloudName: 'nube', apiSecret: 's3cr3t' } },
    });
    expect(merged.general.siteName).toBe('Otra');
    expect(merged.general.social).toEqual({ ...DEFAULT_SETTINGS.general.social, facebook: 'https://fb.com/x' });
    expect(merged.general).not.toHaveProperty('apiSecret');
    expect(merged.security.loginAttempts).toBe(5);
    expect(merged.integrations.cloudinary).toEqual({ configured: false, cloudName: 'nube', apiKey: '' });
    expect(JSON.stringify(merged)).not.toContain('s3cr3t');
  });

  it('flattens a partial update into $set paths', () => {
    expect(toSetPaths('general', { siteName: 'A', social: { tiktok: '' }, skipped: undefined })).toEqual({
      'general.siteName': 'A',
      'general.social.tiktok': '',
    });
  });
});

describe('settings views', () => {
  const settings = mergeSettings({
    integrations: { googleAnalytics: 'G-ABC1234', cloudinary: { cloudName: 'guardada' } },
  });

  it('shows the public part only', () => {
    const view = publicSettings(settings);
    expect(Object.keys(view).sort()).toEqual(['appearance', 'general', 'integrations']);
    expect(view.integrations).toEqual({
      googleAnalytics: 'G-ABC1234',
      facebookPixel: '',
      mapsProvider: 'openstreetmap',
      cloudinary: { cloudName: 'guardada' },
    });
  });

  it('derives Cloudinary from CLOUDINARY_URL for admins, never the secret', () => {
    expect(adminSettings(settings, undefined).integrations.cloudinary).toEqual({
      configured: false,
      cloudName: 'guardada',
      apiKey: '',
    });
    const withUrl = adminSettings(settings, 'cloudinary://123456:topsecret@demo-cloud');
    expect(withUrl.integrations.cloudinary).toEqual({ configured: true, cloudName: 'demo-cloud', apiKey: '123456' });
    expect(JSON.stringify(withUrl)).not.toContain('topsecret');
  });

  it('exports only what import takes back', () => {
    const file = exportableSettings(adminSettings(settings, 'cloudinary://1:2@x'));
    expect(file.integrations.cloudinary).toEqual({ cloudName: 'x' });
    expect(settingsImportSchema.parse(exportableSettings(mergeSettings(null)))).toEqual(
      exportableSettings(mergeSettings(null)),
    );
  });
});

describe('settings schemas', () => {
  it('takes exactly one section', () => {
    expect(parseSettingsUpdate({ general: { siteName: ' Nueva ' } })).toEqual({
      section: 'general',
      values: { siteName: 'Nueva' },
    });
    const one =
      'Envía exactamente una sección de la configuración: general, security, notifications, appearance, integrations, financing o rentals';
    expect(messageOf(() => parseSettingsUpdate({ general: {}, security: {} }))).toBe(one);
    expect(messageOf(() => parseSettingsUpdate({}))).toBe(one);
    expect(messageOf(() => parseSettingsUpdate({ database: {} }))).toBe(one);
    expect(messageOf(() => parseSettingsUpdate([]))).toBe(one);
    expect(messageOf(() => parseSettingsUpdate({ general: 'x' }))).toBe('La sección general debe ser un objeto');
  });

  it.each([
    ['security', { loginAttempts: 0 }, 'Los intentos de inicio de sesión deben estar entre 1 y 10'],
    ['security', { loginAttempts: 11 }, 'Los intentos de inicio de sesión deben estar entre 1 y 10'],
    ['security', { sessionDuration: 169 }, 'La duración de la sesión debe estar entre 1 y 168 horas'],
    ['security', { sessionDuration: 2.5 }, 'La duración de la sesión debe estar entre 1 y 168 horas'],
    ['security', { leadsPer15Minutes: 0 }, 'Las solicitudes de contacto deben estar entre 1 y 50'],
    ['security', { leadsPer15Minutes: 51 }, 'Las solicitudes de contacto deben estar entre 1 y 50'],
    ['security', { leadsPer15Minutes: 2.5 }, 'Las solicitudes de contacto deben estar entre 1 y 50'],
    ['security', { leadsPer15Minutes: '5' }, 'Las solicitudes de contacto deben estar entre 1 y 50'],
    ['appearance', { primaryColor: 'red' }, 'El color debe tener el formato #RRGGBB'],
    ['appearance', { theme: 'neon' }, 'El tema debe ser light, dark o auto'],
    ['appearance', { density: 'x' }, 'La densidad debe ser compact, normal o comfortable'],
    ['integrations', { mapsProvider: 'bing' }, 'El proveedor de mapas debe ser google, mapbox u openstreetmap'],
    ['general', { contactEmail: 'no-es-email' }, 'El email de contacto no es válido'],
    ['general', { whatsapp: '+57 300' }, 'El WhatsApp debe tener solo dígitos (de 7 a 15, con el indicativo del país)'],
    ['general', { siteName: '' }, 'El nombre del sitio es obligatorio'],
    ['general', { siteName: 'x'.repeat(121) }, 'Máximo 120 caracteres'],
    [
      'general',
      { social: { facebook: 'javascript:alert(1)' } },
      'La URL no es válida (debe empezar por http:// o https://)',
    ],
  ] as const)('%s %j -> %s', (section, values, message) => {
    expect(messageOf(() => parseSectionUpdate(section, values))).toBe(message);
  });

  it('accepts valid values and strips unknown keys and secrets', () => {
    expect(
      parseSectionUpdate('integrations', {
        mapsProvider: 'google',
        apiSecret: 'x',
        cloudinary: { cloudName: 'demo', apiKey: '1', apiSecret: 'y', configured: true },
      }),
    ).toEqual({
      section: 'integrations',
      values: { mapsProvider: 'google', cloudinary: { cloudName: 'demo' } },
    });
    expect(parseSectionUpdate('appearance', { primaryColor: '#aabbcc', theme: 'auto' }).values).toEqual({
      primaryColor: '#aabbcc',
      theme: 'auto',
    });
  });

  it('takes 1 to 50 contact requests per 15 minutes, 5 by default (the limit before it was a setting)', () => {
    expect(DEFAULT_SETTINGS.security.leadsPer15Minutes).toBe(5);
    for (const leadsPer15Minutes of [1, 50])
      expect(parseSectionUpdate('security', { leadsPer15Minutes }).values).toEqual({ leadsPer15Minutes });
    // Stored before the field existed:
    expect(mergeSettings({ security: { loginAttempts: 3 } }).security.leadsPer15Minutes).toBe(5);
  });

  it('validates an import file whole', () => {
    expect(messageOf(() => settingsImportSchema.parse({}))).toBe(
      'El archivo no contiene ninguna sección de configuración',
    );
    expect(messageOf(() => settingsImportSchema.parse([1]))).toBe('El archivo no contiene una configuración válida');
    expect(
      messageOf(() => settingsImportSchema.parse({ general: { siteName: 'Ok' }, security: { loginAttempts: 50 } })),
    ).toBe('Los intentos de inicio de sesión deben estar entre 1 y 10');
  });
});
