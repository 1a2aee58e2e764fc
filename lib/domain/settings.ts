// Settings defaults (docs/product-rules.md#settings). Secrets never live here.
import type { FinancingDefaults } from './financing';
import { PUBLISHED_IPC } from './rentals/ipc';
import type { RentalSettings } from './rentals/types';
import { DEFAULT_OFFICE_HOURS } from './visits';

export const DEFAULT_SETTINGS = {
  general: {
    siteName: 'Inmobiliaria Bogotá',
    description:
      'Compra, venta y arriendo de inmuebles en Bogotá y la Sabana, con respaldo jurídico y acompañamiento de principio a fin.',
    contactEmail: 'contacto@inmobiliariabogota.co',
    contactPhone: '+57 601 745 3020',
    whatsapp: '573001234567',
    address: 'Calle 93 # 13-45, Oficina 502, Bogotá',
    schedule: 'Lunes a viernes 7:00 a. m. - 4:00 p. m.; sábados 8:00 a. m. - 12:00 m.',
    /** The same hours, structured: the visit slots offered on property pages (lib/domain/visits.ts). */
    officeHours: DEFAULT_OFFICE_HOURS,
    visitSlotMinutes: 60,
    /** One experience claim used everywhere. */
    experienceYears: 15,
    paymentsPortalUrl: 'https://pagos.inmobiliariabogota.co',
    social: {
      facebook: 'https://www.facebook.com/inmobiliariabogota',
      instagram: 'https://www.instagram.com/inmobiliariabogota',
      linkedin: '',
      youtube: '',
      tiktok: '',
    },
  },
  // leadsPer15Minutes: contact requests (leads) per IP and per e-mail in the throttle's 15-minute
  // window (lib/services/users/throttle.ts THROTTLE_WINDOW_MS), then 429 for 15 minutes.
  // requireMandateToPublish: a property enters a public status only with a current mandate
  // (lib/services/mandates/gate.ts; docs/mandates.md). Off by default.
  security: {
    twoFactor: false,
    loginAttempts: 5,
    sessionDuration: 24,
    activityLog: true,
    leadsPer15Minutes: 5,
    requireMandateToPublish: false,
  },
  notifications: { emailNotifications: true, pushNotifications: false, newProperties: true, newNews: true },
  appearance: {
    theme: 'light' as 'light' | 'dark' | 'auto',
    primaryColor: '#00317D',
    secondaryColor: '#FF9E00',
    density: 'normal' as 'compact' | 'normal' | 'comfortable',
  },
  integrations: {
    googleAnalytics: '',
    facebookPixel: '',
    cloudinary: { configured: false, cloudName: '', apiKey: '' },
    mapsProvider: 'openstreetmap' as 'google' | 'mapbox' | 'openstreetmap',
  },
  // The simulator's defaults (lib/domain/financing.ts); estimates an admin keeps current.
  financing: {
    rate: 12,
    years: 20,
    minDownPaymentVis: 20,
    minDownPaymentNonVis: 30,
    visPriceCap: 236_372_175,
    notaryPercent: 0.3,
    registryPercent: 0.5,
    beneficenciaPercent: 1,
    leasingOptionPercent: 10,
  } satisfies FinancingDefaults,
  // Rentals under administration (docs/rentals.md): the late-interest and usury rates (% efectivo
  // anual, none by default), DANE's IPC by year, and how tenants pay.
  rentals: {
    lateInterestRate: null,
    usuryRate: null,
    ipc: PUBLISHED_IPC,
    bankDetails: '',
  } as RentalSettings,
};

export type SiteSettings = typeof DEFAULT_SETTINGS;
export const SETTINGS_SECTIONS = [
  'general',
  'security',
  'notifications',
  'appearance',
  'integrations',
  'financing',
  'rentals',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function isSettingsSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/** Largest settings file POST /api/settings/import accepts. */
export const SETTINGS_FILE_MAX_BYTES = 64 * 1024;

export const SETTINGS_MESSAGES = {
  saved: 'Configuración guardada exitosamente',
  reset: 'Configuración restablecida a los valores por defecto',
  imported: 'Configuración importada exitosamente',
  oneSection:
    'Envía exactamente una sección de la configuración: general, security, notifications, appearance, integrations, financing o rentals',
  unknownSection: 'Sección de configuración no encontrada',
  fileMissing: 'Selecciona un archivo de configuración en el campo settings',
  fileTooLarge: `El archivo de configuración es demasiado grande. Máximo ${SETTINGS_FILE_MAX_BYTES / 1024} KB.`,
  fileNotJson: 'El archivo de configuración no es un JSON válido',
  notMultipart: 'El archivo debe enviarse como multipart/form-data en el campo settings',
  emptyImport: 'El archivo no contiene ninguna sección de configuración',
} as const;
