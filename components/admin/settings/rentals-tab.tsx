'use client';

import { useState } from 'react';

import { secondaryButton } from '@/components/admin/buttons';
import { bindValue } from '@/components/ui/fields/bind';
import { NumberField, TextArea } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import type { SiteSettings } from '@/lib/domain/settings';

type Rentals = SiteSettings['rentals'];
type Props = { value: Rentals; onChange: (value: Rentals) => void };

const RATES: Array<{ key: 'lateInterestRate' | 'usuryRate'; label: string; hint: string }> = [
  {
    key: 'usuryRate',
    label: 'Tasa de usura (% efectivo anual)',
    hint: 'La certificada por la Superintendencia Financiera para el periodo; vacía si no está registrada.',
  },
  {
    key: 'lateInterestRate',
    label: 'Tasa de mora (% efectivo anual)',
    hint: 'Interés sobre los cánones vencidos; nunca superior a la tasa de usura. Vacía: sin intereses de mora.',
  },
];

const isYear = (text: string) => /^(19|20)\d{2}$/.test(text);
const isPercent = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/** Settings > Arriendos: the late-interest and usury rates, DANE's IPC by year, how tenants pay. */
export function RentalsTab({ value, onChange }: Props) {
  const [year, setYear] = useState('');
  const [percent, setPercent] = useState('');
  const rate = (key: (typeof RATES)[number]['key']) =>
    bindValue(value[key] === null ? '' : String(value[key]), (text) =>
      onChange({ ...value, [key]: text.trim() === '' ? null : Number(text) }),
    );
  const setIpc = (y: string, text: string) => onChange({ ...value, ipc: { ...value.ipc, [y]: Number(text) } });
  const years = Object.keys(value.ipc).sort().reverse();
  const canAdd = isYear(year) && isPercent(percent);

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        Reglas de los arriendos administrados: intereses de mora, el IPC que limita el incremento anual del canon (Ley
        820 de 2003, artículo 20) y los datos para pagar que ven los arrendatarios.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {RATES.map(({ key, ...field }) => (
          <NumberField key={key} look={panelLook} step="any" min={0} max={100} {...field} {...rate(key)} />
        ))}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">IPC anual del DANE (%)</legend>
        <p className="text-sm text-muted">
          Variación a diciembre de cada año: el tope del incremento que rige desde el año siguiente. Registra cada año
          cuando el DANE lo publique en enero.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {years.map((y) => (
            <NumberField
              key={y}
              look={panelLook}
              label={`IPC ${y}`}
              step="any"
              {...bindValue(String(value.ipc[y]), (text) => setIpc(y, text))}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <NumberField look={panelLook} label="Año" min={1900} max={2099} step={1} {...bindValue(year, setYear)} />
          <NumberField look={panelLook} label="IPC del año (%)" step="any" {...bindValue(percent, setPercent)} />
          <button
            type="button"
            className={secondaryButton}
            disabled={!canAdd}
            onClick={() => {
              setIpc(year, percent);
              setYear('');
              setPercent('');
            }}
          >
            Agregar año
          </button>
        </div>
      </fieldset>
      <TextArea
        look={panelLook}
        label="Datos bancarios para el pago del canon"
        hint="Banco, tipo y número de cuenta, titular y NIT: se muestran en el enlace del arrendatario."
        rows={4}
        maxLength={1000}
        {...bindValue(value.bankDetails, (bankDetails) => onChange({ ...value, bankDetails }))}
      />
    </div>
  );
}
