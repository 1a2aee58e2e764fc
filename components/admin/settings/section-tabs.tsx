'use client';

import type { SiteSettings } from '@/lib/domain/settings';

import { SelectField, TextField, Toggle } from './controls';
import { OfficeHoursFields } from './office-hours-fields';

type Props<K extends keyof SiteSettings> = { value: SiteSettings[K]; onChange: (value: SiteSettings[K]) => void };

const grid = 'grid gap-4 sm:grid-cols-2';

export function GeneralTab({ value, onChange }: Props<'general'>) {
  const set = (key: keyof typeof value) => (v: string) =>
    onChange({ ...value, [key]: key === 'experienceYears' ? Number(v) : v });
  const social = (key: keyof typeof value.social) => (v: string) =>
    onChange({ ...value, social: { ...value.social, [key]: v } });
  return (
    <div className="space-y-6">
      <div className={grid}>
        <TextField label="Nombre del sitio" value={value.siteName} onChange={set('siteName')} />
        <TextField label="Email de contacto" type="email" value={value.contactEmail} onChange={set('contactEmail')} />
        <TextField label="Teléfono de contacto" type="tel" value={value.contactPhone} onChange={set('contactPhone')} />
        <TextField
          label="WhatsApp"
          value={value.whatsapp}
          onChange={set('whatsapp')}
          hint="Solo dígitos, con el indicativo del país (57...)."
        />
        <TextField label="Dirección" value={value.address} onChange={set('address')} />
        <TextField label="Horario de atención" value={value.schedule} onChange={set('schedule')} />
        <TextField
          label="Años de experiencia"
          type="number"
          min={0}
          max={100}
          value={value.experienceYears}
          onChange={set('experienceYears')}
        />
        <TextField
          label="Portal de pagos (URL)"
          type="url"
          value={value.paymentsPortalUrl}
          onChange={set('paymentsPortalUrl')}
        />
        <TextField
          label="Descripción del sitio"
          value={value.description}
          onChange={set('description')}
          className="sm:col-span-2"
        />
      </div>
      <OfficeHoursFields value={value} onChange={onChange} />
      <fieldset className={`${grid} rounded-xl border border-slate-200 p-4`}>
        <legend className="px-1 text-sm font-semibold text-ink">Redes sociales</legend>
        <TextField label="Facebook" type="url" value={value.social.facebook} onChange={social('facebook')} />
        <TextField label="Instagram" type="url" value={value.social.instagram} onChange={social('instagram')} />
        <TextField label="LinkedIn" type="url" value={value.social.linkedin} onChange={social('linkedin')} />
        <TextField label="YouTube" type="url" value={value.social.youtube} onChange={social('youtube')} />
        <TextField label="TikTok" type="url" value={value.social.tiktok} onChange={social('tiktok')} />
      </fieldset>
    </div>
  );
}

export function SecurityTab({ value, onChange }: Props<'security'>) {
  return (
    <div className="space-y-4">
      <div className={grid}>
        <TextField
          label="Intentos de inicio de sesión"
          type="number"
          min={1}
          max={10}
          value={value.loginAttempts}
          onChange={(v) => onChange({ ...value, loginAttempts: Number(v) })}
          hint="Entre 1 y 10 intentos fallidos antes de bloquear temporalmente la cuenta."
        />
        <TextField
          label="Duración de la sesión (horas)"
          type="number"
          min={1}
          max={168}
          value={value.sessionDuration}
          onChange={(v) => onChange({ ...value, sessionDuration: Number(v) })}
          hint="Entre 1 y 168 horas (7 días)."
        />
        <TextField
          label="Solicitudes de contacto cada 15 minutos"
          type="number"
          min={1}
          max={50}
          value={value.leadsPer15Minutes}
          onChange={(v) => onChange({ ...value, leadsPer15Minutes: Number(v) })}
          hint="Entre 1 y 50 por IP y por correo; al superarlas se bloquean 15 minutos."
        />
      </div>
      <Toggle
        label="Autenticación de dos factores"
        description="Pide un segundo factor a los administradores al iniciar sesión."
        checked={value.twoFactor}
        onChange={(v) => onChange({ ...value, twoFactor: v })}
      />
      <Toggle
        label="Registro de actividad"
        description="Guarda quién cambió qué en el panel."
        checked={value.activityLog}
        onChange={(v) => onChange({ ...value, activityLog: v })}
      />
    </div>
  );
}

export function NotificationsTab({ value, onChange }: Props<'notifications'>) {
  const toggle = (key: keyof typeof value) => (v: boolean) => onChange({ ...value, [key]: v });
  return (
    <div className="space-y-4">
      <Toggle
        label="Notificaciones por email"
        description="Avisos al correo de contacto."
        checked={value.emailNotifications}
        onChange={toggle('emailNotifications')}
      />
      <Toggle
        label="Notificaciones push"
        description="Avisos en el navegador del panel."
        checked={value.pushNotifications}
        onChange={toggle('pushNotifications')}
      />
      <Toggle
        label="Nuevas propiedades"
        description="Avisar cuando se publica un inmueble."
        checked={value.newProperties}
        onChange={toggle('newProperties')}
      />
      <Toggle
        label="Nuevas noticias"
        description="Avisar cuando se publica una noticia."
        checked={value.newNews}
        onChange={toggle('newNews')}
      />
    </div>
  );
}

export function IntegrationsTab({ value, onChange }: Props<'integrations'>) {
  const { cloudinary } = value;
  return (
    <div className="space-y-4">
      <div className={grid}>
        <TextField
          label="Google Analytics (ID de medición)"
          value={value.googleAnalytics}
          onChange={(v) => onChange({ ...value, googleAnalytics: v })}
          hint="Por ejemplo G-XXXXXXX. Vacío: sin analítica."
        />
        <TextField
          label="Píxel de Facebook (ID)"
          value={value.facebookPixel}
          onChange={(v) => onChange({ ...value, facebookPixel: v })}
          hint="Solo dígitos. Vacío: sin píxel."
        />
        <SelectField
          label="Proveedor de mapas"
          value={value.mapsProvider}
          onChange={(v) => onChange({ ...value, mapsProvider: v })}
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
