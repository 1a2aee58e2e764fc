'use client';

import { bindValue } from '@/components/ui/fields/bind';
import { NumberField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import type { SiteSettings } from '@/lib/domain/settings';

type Financing = SiteSettings['financing'];
type Props = { value: Financing; onChange: (value: Financing) => void };

const FIELDS: Array<{ key: keyof Financing; label: string; hint: string; min: number; max: number; step?: number }> = [
  { key: 'rate', label: 'Tasa efectiva anual (%)', hint: 'Tasa de referencia del simulador.', min: 0.01, max: 60 },
  { key: 'years', label: 'Plazo por defecto (años)', hint: 'Entre 5 y 30 años.', min: 5, max: 30, step: 1 },
  {
    key: 'minDownPaymentVis',
    label: 'Cuota inicial mínima VIS (%)',
    hint: 'Vivienda de interés social: hasta el tope VIS.',
    min: 0,
    max: 90,
  },
  {
    key: 'minDownPaymentNonVis',
    label: 'Cuota inicial mínima no VIS (%)',
    hint: 'Sobre el tope VIS.',
    min: 0,
    max: 90,
  },
  {
    key: 'visPriceCap',
    label: 'Tope VIS (COP)',
    hint: '135 salarios mínimos mensuales del año en curso: actualízalo cada enero.',
    min: 0,
    max: 10_000_000_000,
    step: 1,
  },
  { key: 'notaryPercent', label: 'Notaría (% del precio)', hint: 'Lo que paga el comprador.', min: 0, max: 5 },
  { key: 'registryPercent', label: 'Registro (% del precio)', hint: 'Derechos de registro.', min: 0, max: 5 },
  { key: 'beneficenciaPercent', label: 'Beneficencia (% del precio)', hint: 'Impuesto de registro.', min: 0, max: 5 },
  {
    key: 'leasingOptionPercent',
    label: 'Opción de compra del leasing (%)',
    hint: 'Se paga con el último canon.',
    min: 0,
    max: 50,
  },
];

/** Settings > Financiación: the defaults of the financing simulator (all figures are estimates). */
export function FinancingTab({ value, onChange }: Props) {
  const bind = (key: keyof Financing) =>
    bindValue(String(value[key]), (text) => onChange({ ...value, [key]: Number(text) }));
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Valores por defecto del simulador de crédito hipotecario y leasing habitacional. Los resultados se muestran
        siempre como estimaciones.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, step = 'any', ...field }) => (
          <NumberField key={key} look={panelLook} step={step} {...field} {...bind(key)} />
        ))}
      </div>
    </div>
  );
}
