import { z } from 'zod';

import { FINANCING_YEARS } from '../domain/financing';
import { SETTINGS_MESSAGES, SETTINGS_SECTIONS, type SettingsSection } from '../domain/settings';
import { officeHoursSchema, visitSlotMinutesSchema } from './office-hours';

// One schema per settings section (docs/product-rules.md#settings).
// Unknown keys are stripped, so a secret sent by mistake (an API secret, a password) is never
// stored: secrets come from the environment. `integrations.cloudinary` keeps
// only the public cloud name; `configured` and the API key are derived from CLOUDINARY_URL.

const text = (max: number) => z.string({ error: 'Debe ser un texto' }).trim().max(max, `Máximo ${max} caracteres`);
const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'La URL no es válida (debe empezar por http:// o https://)' }),
]);
const flag = z.boolean({ error: 'Debe ser verdadero o falso' });
const intRange = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const colour = z
  .string({ error: 'El color debe tener el formato #RRGGBB' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'El color debe tener el formato #RRGGBB');
const pattern = (regex: RegExp, message: string) => z.union([z.literal(''), z.string().trim().regex(regex, message)]);

export const socialSchema = z.object({
  facebook: optionalUrl,
  instagram: optionalUrl,
  linkedin: optionalUrl,
  youtube: optionalUrl,
  tiktok: optionalUrl,
});

export const generalSchema = z.object({
  siteName: text(120).min(1, 'El nombre del sitio es obligatorio'),
  description: text(1000),
  contactEmail: z.email({ error: 'El email de contacto no es válido' }).max(254, 'El email de contacto no es válido'),
  contactPhone: text(40).regex(
    /^[+\d\s().-]*$/,
    'El teléfono solo puede tener dígitos, espacios, +, paréntesis y guiones',
  ),
  whatsapp: z
    .string({ error: 'El WhatsApp debe tener solo dígitos' })
    .regex(/^\d{7,15}$/, 'El WhatsApp debe tener solo dígitos (de 7 a 15, con el indicativo del país)'),
  address: text(200),
  schedule: text(300),
  officeHours: officeHoursSchema,
  visitSlotMinutes: visitSlotMinutesSchema,
  experienceYears: intRange(0, 100, 'Los años de experiencia deben estar entre 0 y 100'),
  paymentsPortalUrl: optionalUrl,
  social: socialSchema,
});

export const securitySchema = z.object({
  twoFactor: flag,
  loginAttempts: intRange(1, 10, 'Los intentos de inicio de sesión deben estar entre 1 y 10'),
  sessionDuration: intRange(1, 168, 'La duración de la sesión debe estar entre 1 y 168 horas'),
  activityLog: flag,
  leadsPer15Minutes: intRange(1, 50, 'Las solicitudes de contacto deben estar entre 1 y 50'),
  requireMandateToPublish: flag,
});

export const notificationsSchema = z.object({
  emailNotifications: flag,
  pushNotifications: flag,
  newProperties: flag,
  newNews: flag,
});

export const appearanceSchema = z.object({
  theme: z.enum(['light', 'dark', 'auto'], { error: 'El tema debe ser light, dark o auto' }),
  primaryColor: colour,
  secondaryColor: colour,
  density: z.enum(['compact', 'normal', 'comfortable'], {
    error: 'La densidad debe ser compact, normal o comfortable',
  }),
});

export const cloudinaryPublicSchema = z.object({
  cloudName: pattern(/^[A-Za-z0-9_-]{1,64}$/, 'El nombre de la nube de Cloudinary no es válido'),
});

export const integrationsSchema = z.object({
  googleAnalytics: pattern(
    /^(G|UA|GT|AW)-[A-Z0-9-]{4,24}$/i,
    'El ID de Google Analytics no es válido (por ejemplo G-XXXXXXX)',
  ),
  facebookPixel: pattern(/^\d{5,20}$/, 'El ID del píxel de Facebook debe tener solo dígitos'),
  cloudinary: cloudinaryPublicSchema,
  mapsProvider: z.enum(['google', 'mapbox', 'openstreetmap'], {
    error: 'El proveedor de mapas debe ser google, mapbox u openstreetmap',
  }),
});

const percent = (label: string, max: number) =>
  z
    .number({ error: `${label} debe ser un número` })
    .min(0, `${label} debe estar entre 0 y ${max} %`)
    .max(max, `${label} debe estar entre 0 y ${max} %`);

/** Settings > Financiación: the simulator's defaults (lib/domain/financing.ts). */
export const financingSchema = z.object({
  rate: z
    .number({ error: 'La tasa debe ser un número' })
    .min(0.01, 'La tasa efectiva anual debe estar entre 0,01 y 60 %')
    .max(60, 'La tasa efectiva anual debe estar entre 0,01 y 60 %'),
  years: intRange(FINANCING_YEARS.min, FINANCING_YEARS.max, 'El plazo debe estar entre 5 y 30 años'),
  minDownPaymentVis: percent('La cuota inicial mínima VIS', 90),
  minDownPaymentNonVis: percent('La cuota inicial mínima no VIS', 90),
  visPriceCap: intRange(0, 10_000_000_000, 'El tope VIS debe ser un valor en pesos entre 0 y 10.000.000.000'),
  notaryPercent: percent('El porcentaje de notaría', 5),
  registryPercent: percent('El porcentaje de registro', 5),
  beneficenciaPercent: percent('El porcentaje de beneficencia', 5),
  leasingOptionPercent: percent('La opción de compra', 50),
});

/**
 * Settings > Arriendos (docs/rentals.md): the late-interest and usury rates (% efectivo anual or
 * null), DANE's IPC by year and the bank details tenants pay to. The rule that the late rate never
 * exceeds the usury rate is checked on save (lib/services/settings).
 */
export const rentalsSchema = z.object({
  lateInterestRate: z
    .number({ error: 'La tasa de mora debe ser un número' })
    .min(0, 'La tasa de mora debe estar entre 0 y 100 %')
    .max(100, 'La tasa de mora debe estar entre 0 y 100 %')
    .nullable(),
  usuryRate: z
    .number({ error: 'La tasa de usura debe ser un número' })
    .min(0, 'La tasa de usura debe estar entre 0 y 100 %')
    .max(100, 'La tasa de usura debe estar entre 0 y 100 %')
    .nullable(),
  // The year is checked by a refinement: a record's own key schema answers zod's English message.
  ipc: z
    .record(
      z.string(),
      z
        .number({ error: 'El IPC debe ser un número' })
        .min(-20, 'El IPC debe estar entre -20 y 100 %')
        .max(100, 'El IPC debe estar entre -20 y 100 %'),
      { error: 'El IPC debe ser un objeto {"año": porcentaje}' },
    )
    .refine((ipc) => Object.keys(ipc).every((year) => /^(19|20)\d{2}$/.test(year)), {
      error: 'El año del IPC debe tener cuatro cifras',
    }),
  bankDetails: z.string().trim().max(1000, 'Los datos bancarios admiten hasta 1000 caracteres'),
});

/** Partial updates: any subset of a section's keys (nested objects partial too). */
export const settingsPatchSchemas = {
  general: generalSchema
    .partial()
    .extend({ social: socialSchema.partial().optional(), officeHours: officeHoursSchema.partial().optional() }),
  security: securitySchema.partial(),
  notifications: notificationsSchema.partial(),
  appearance: appearanceSchema.partial(),
  integrations: integrationsSchema.partial().extend({ cloudinary: cloudinaryPublicSchema.partial().optional() }),
  financing: financingSchema.partial(),
  rentals: rentalsSchema.partial(),
} satisfies Record<SettingsSection, z.ZodObject>;

export type SettingsPatch = { [S in SettingsSection]: z.infer<(typeof settingsPatchSchemas)[S]> };
export type SettingsUpdate = { [S in SettingsSection]: { section: S; values: SettingsPatch[S] } }[SettingsSection];

/** PUT /api/settings, as documented: exactly one of these keys. */
export const settingsUpdateBodySchema = z.union(
  SETTINGS_SECTIONS.map((s) => z.object({ [s]: settingsPatchSchemas[s] }).strict()),
);

const oneSection = z.custom<Record<string, unknown>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    (SETTINGS_SECTIONS as readonly string[]).includes(Object.keys(value)[0]),
  { error: SETTINGS_MESSAGES.oneSection },
);

/** Parses PUT /api/settings: `{section: {...}}` with exactly one section (ZodError otherwise). */
export function parseSettingsUpdate(body: unknown): SettingsUpdate {
  const section = Object.keys(oneSection.parse(body))[0] as SettingsSection;
  return parseSectionUpdate(section, (body as Record<string, unknown>)[section]);
}

/** Parses the body of PUT /api/settings/{section}: the section's fields (error paths prefixed). */
export function parseSectionUpdate(section: SettingsSection, values: unknown): SettingsUpdate {
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  const sectionSchema = z
    .custom(isObject, { error: `La sección ${section} debe ser un objeto` })
    .pipe(settingsPatchSchemas[section]);
  const parsed = z.object({ [section]: sectionSchema }).parse({ [section]: values });
  return { section, values: parsed[section] } as SettingsUpdate;
}

/** An imported file: the sections it has (at least one), each validated before any is stored. */
export const settingsImportSchema = z
  .object(settingsPatchSchemas, { error: 'El archivo no contiene una configuración válida' })
  .partial()
  .refine((file) => SETTINGS_SECTIONS.some((s) => file[s] !== undefined), { error: SETTINGS_MESSAGES.emptyImport });

export type SettingsImport = z.infer<typeof settingsImportSchema>;

export const settingsSectionParamSchema = z.object({ section: z.enum(SETTINGS_SECTIONS) });
