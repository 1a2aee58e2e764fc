'use client';

import { SwitchField } from '@/components/ui/fields/choice';
import { SelectField, TextField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import type { SiteSettings } from '@/lib/domain/settings';

import { OfficeHoursFields } from './office-hours-fields';

type Props<K extends keyof SiteSettings> = { value: SiteSettings[K]; onChange: (value: SiteSettings[K]) => void };

const grid = 'grid gap-4 sm:grid-cols-2';

type Input = { label: string; type?: 'text' | 'email' | 'tel' | 'url' | 'number'; hint?: string; className?: string };
type Bounds = { min: number; max: number };

const GENERAL: Array<
  [keyof Omit<SiteSettings['general'], 'social' | 'officeHours' | 'visitSlotMinutes'>, Input & Partial<Bounds>]
> = [
  ['siteName', { label: 'Nombre del sitio' }],
  ['contactEmail', { label: 'Email de contacto', type: 'email' }],
  ['contactPhone', { label: 'Teléfono de contacto', type: 'tel' }],
  ['whatsapp', { label: 'WhatsApp', hint: 'Solo dígitos, con el indicativo del país (57...).' }],
  ['address', { label: 'Dirección' }],
  ['schedule', { label: 'Horario de atención' }],
  ['experienceYears', { label: 'Años de experiencia', type: 'number', min: 0, max: 100 }],
  ['paymentsPortalUrl', { label: 'Portal de pagos (URL)', type: 'url' }],
  ['description', { label: 'Descripción del sitio', className: 'sm:col-span-2' }],
];
const SOCIAL: Array<[keyof SiteSettings['general']['social'], string]> = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
];
type Security = SiteSettings['security'];
const LIMITS: Array<[keyof Security & ('loginAttempts' | 'sessionDuration' | 'leadsPer15Minutes'), Input & Bounds]> = [
  [
    'loginAttempts',
    {
      label: 'Intentos de inicio de sesión',
      min: 1,
      max: 10,
      hint: 'Entre 1 y 10 intentos fallidos antes de bloquear temporalmente la cuenta.',
    },
  ],
  [
    'sessionDuration',
    { label: 'Duración de la sesión (horas)', min: 1, max: 168, hint: 'Entre 1 y 168 horas (7 días).' },
  ],
  [
    'leadsPer15Minutes',
    {
      label: 'Solicitudes de contacto cada 15 minutos',
      min: 1,
      max: 50,
      hint: 'Entre 1 y 50 por IP y por correo; al superarlas se bloquean 15 minutos.',
    },
  ],
];
type Switch<K> = [K, { label: string; description: string }];
const SECURITY_SWITCHES: Array<Switch<'twoFactor' | 'activityLog' | 'requireMandateToPublish'>> = [
  [
    'twoFactor',
    {
      label: 'Autenticación de dos factores',
      description: 'Pide un segundo factor a los administradores al iniciar sesión.',
    },
  ],
  ['activityLog', { label: 'Registro de actividad', description: 'Guarda quién cambió qué en el panel.' }],
  [
    'requireMandateToPublish',
    {
      label: 'Exigir mandato vigente para publicar',
      description: 'Una propiedad solo pasa a un estado público si tiene un mandato vigente o por vencer.',
    },
  ],
];
const NOTIFICATIONS: Array<Switch<keyof SiteSettings['notifications']>> = [
  ['emailNotifications', { label: 'Notificaciones por email', description: 'Avisos al correo de contacto.' }],
  ['pushNotifications', { label: 'Notificaciones push', description: 'Avisos en el navegador del panel.' }],
  ['newProperties', { label: 'Nuevas propiedades', description: 'Avisar cuando se publica un inmueble.' }],
  ['newNews', { label: 'Nuevas noticias', description: 'Avisar cuando se publica una noticia.' }],
];
const TRACKERS: Array<[keyof Pick<SiteSettings['integrations'], 'googleAnalytics' | 'facebookPixel'>, Input]> = [
  [
    'googleAnalytics',
    { label: 'Google Analytics (ID de medición)', hint: 'Por ejemplo G-XXXXXXX. Vacío: sin analítica.' },
  ],
  ['facebookPixel', { label: 'Píxel de Facebook (ID)', hint: 'Solo dígitos. Vacío: sin píxel.' }],
];

/** A labelled setting: `type` defaults to text (written out, as the panel always has). */
function Setting({
  type = 'text',
  ...props
}: Input & Partial<Bounds> & { value: string | number; onChange: (value: string) => void }) {
  const { onChange, ...input } = props;
  return <TextField look={panelLook} type={type} onChange={(e) => onChange(e.target.value)} {...input} />;
}

export function GeneralTab({ value, onChange }: Props<'general'>) {
  return (
    <div className="space-y-6">
      <div className={grid}>
        {GENERAL.map(([key, input]) => (
          <Setting
            key={key}
            {...input}
            value={value[key]}
            onChange={(v) => onChange({ ...value, [key]: key === 'experienceYears' ? Number(v) : v })}
          />
        ))}
      </div>
      <OfficeHoursFields value={value} onChange={onChange} />
      <fieldset className={`${grid} rounded-xl border border-slate-200 p-4`}>
        <legend className="px-1 text-sm font-semibold text-ink">Redes sociales</legend>
        {SOCIAL.map(([key, label]) => (
          <Setting
            key={key}
            label={label}
            type="url"
            value={value.social[key]}
            onChange={(v) => onChange({ ...value, social: { ...value.social, [key]: v } })}
          />
        ))}
      </fieldset>
    </div>
  );
}

export function SecurityTab({ value, onChange }: Props<'security'>) {
  return (
    <div className="space-y-4">
      <div className={grid}>
        {LIMITS.map(([key, input]) => (
          <Setting
            key={key}
            type="number"
            {...input}
            value={value[key]}
            onChange={(v) => onChange({ ...value, [key]: Number(v) })}
          />
        ))}
      </div>
      {SECURITY_SWITCHES.map(([key, text]) => (
        <SwitchField key={key} {...text} checked={value[key]} onChange={(v) => onChange({ ...value, [key]: v })} />
      ))}
    </div>
  );
}

export function NotificationsTab({ value, onChange }: Props<'notifications'>) {
  return (
    <div className="space-y-4">
      {NOTIFICATIONS.map(([key, text]) => (
        <SwitchField key={key} {...text} checked={value[key]} onChange={(v) => onChange({ ...value, [key]: v })} />
      ))}
    </div>
  );
}

export function IntegrationsTab({ value, onChange }: Props<'integrations'>) {
  const { cloudinary } = value;
  return (
    <div className="space-y-4">
      <div className={grid}>
        {TRACKERS.map(([key, input]) => (
          <Setting key={key} {...input} value={value[key]} onChange={(v) => onChange({ ...value, [key]: v })} />
        ))}
        <SelectField
          look={panelLook}
          label="Proveedor de mapas"
          value={value.mapsProvider}
          onChange={(e) => onChange({ ...value, mapsProvider: e.target.value as typeof value.mapsProvider })}
          options={[
            { value: 'openstreetmap', label: 'OpenStreetMap' },
            { value: 'google', label: 'Google Maps' },
            { value: 'mapbox', label: 'Mapbox' },
          ]}
        />
      </div>
      <div className="rounded-xl border border-slate-200 p-4">
        <p className="text-sm font-semibold text-ink">Cloudinary (imágenes)</p>
        <p className="mt-1 text-sm">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${cloudinary.configured ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
          >
            {cloudinary.configured ? 'Configurado' : 'No configurado'}
          </span>
          {cloudinary.cloudName && <span className="ml-2 text-muted">Nube: {cloudinary.cloudName}</span>}
        </p>
        <p className="mt-2 text-xs text-muted">
          Las credenciales se definen en el servidor (variable CLOUDINARY_URL) y nunca se muestran aquí.
        </p>
      </div>
    </div>
  );
}
