'use client';

import { SelectField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import type { SiteSettings } from '@/lib/domain/settings';

type Appearance = SiteSettings['appearance'];
const HEX = /^#[0-9a-f]{6}$/i;

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = `colour-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className={panelLook.label}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} (selector)`}
          value={HEX.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={id}
          value={value}
          maxLength={7}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          className={`${panelLook.control} mt-0 font-mono uppercase`}
        />
      </div>
      <span id={`${id}-hint`} className="mt-1 block text-xs text-muted">
        Formato #RRGGBB
      </span>
    </div>
  );
}

/** Theme, colours and density, with a live preview of the chosen colours. */
export function AppearanceTab({ value, onChange }: { value: Appearance; onChange: (value: Appearance) => void }) {
  const primary = HEX.test(value.primaryColor) ? value.primaryColor : '#00317D';
  const secondary = HEX.test(value.secondaryColor) ? value.secondaryColor : '#FF9E00';
  const padding = value.density === 'compact' ? 'p-3' : value.density === 'comfortable' ? 'p-7' : 'p-5';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <SelectField
          look={panelLook}
          label="Tema"
          value={value.theme}
          onChange={(e) => onChange({ ...value, theme: e.target.value as Appearance['theme'] })}
          options={[
            { value: 'light', label: 'Claro' },
            { value: 'dark', label: 'Oscuro' },
            { value: 'auto', label: 'Automático (según el dispositivo)' },
          ]}
        />
        <ColourField
          label="Color primario"
          value={value.primaryColor}
          onChange={(primaryColor) => onChange({ ...value, primaryColor })}
        />
        <ColourField
          label="Color secundario"
          value={value.secondaryColor}
          onChange={(secondaryColor) => onChange({ ...value, secondaryColor })}
        />
        <SelectField
          look={panelLook}
          label="Densidad"
          value={value.density}
          onChange={(e) => onChange({ ...value, density: e.target.value as Appearance['density'] })}
          options={[
            { value: 'compact', label: 'Compacta' },
            { value: 'normal', label: 'Normal' },
            { value: 'comfortable', label: 'Cómoda' },
          ]}
        />
      </div>
      <figure
        aria-label="Vista previa de la apariencia"
        data-testid="appearance-preview"
        className={`rounded-2xl border border-slate-200 ${value.theme === 'dark' ? 'bg-slate-900 text-white' : 'bg-white text-ink'} ${padding}`}
      >
        <figcaption className="text-xs font-semibold uppercase tracking-wide opacity-70">Vista previa</figcaption>
        <div className="mt-3 rounded-xl px-4 py-3 font-bold text-white" style={{ backgroundColor: primary }}>
          Inmobiliaria Bogotá
        </div>
        <p className="mt-3 text-sm opacity-80">Apartamento en Chapinero · 3 habitaciones · 95 m²</p>
        <span
          className="mt-3 inline-block rounded-lg px-4 py-2 text-sm font-semibold text-ink"
          style={{ backgroundColor: secondary }}
        >
          Ver detalles
        </span>
        <div className="mt-4 flex gap-2" aria-hidden>
          <span className="size-8 rounded-full border border-slate-200" style={{ backgroundColor: primary }} />
          <span className="size-8 rounded-full border border-slate-200" style={{ backgroundColor: secondary }} />
        </div>
      </figure>
    </div>
  );
}
