import { patchBinder } from '@/components/ui/fields/bind';
import { CheckboxGroup } from '@/components/ui/fields/choice';
import { NumberField, SelectField, TextArea } from '@/components/ui/fields/field';
import { adminLook, inlineCheckLook } from '@/components/ui/fields/looks';

import type { FormErrors, PropertyFormValues } from './form-mapper';

type Props = { values: PropertyFormValues; errors: FormErrors; set: (patch: Partial<PropertyFormValues>) => void };
type NumberKey = 'bedrooms' | 'bathrooms' | 'area' | 'totalFloors' | 'yearBuilt' | 'parking' | 'floor';

const NUMBERS: Array<{ key: NumberKey; label: string; min: number; max?: number }> = [
  { key: 'bedrooms', label: 'Habitaciones', min: 0 },
  { key: 'bathrooms', label: 'Baños', min: 0 },
  { key: 'area', label: 'Área (m²)', min: 0 },
  { key: 'totalFloors', label: 'Pisos', min: 0 },
  { key: 'yearBuilt', label: 'Año de construcción', min: 1900, max: 2030 },
  { key: 'parking', label: 'Parqueaderos', min: 0 },
  { key: 'floor', label: 'Piso (ubicación)', min: 0 },
];

const FLAGS: Array<{ key: 'elevator' | 'gatedCommunity' | 'petsAllowed'; label: string }> = [
  { key: 'elevator', label: 'Ascensor' },
  { key: 'gatedCommunity', label: 'Conjunto cerrado' },
  { key: 'petsAllowed', label: 'Se admiten mascotas' },
];

const WIDE = 'sm:col-span-2';
const ESTRATOS = [1, 2, 3, 4, 5, 6].map((n) => [String(n), n] as const);

/** The free-text lists, one item a line or comma; the rental requirements only for a rental. */
const NOTES = [
  ['amenities', 'Comodidades', 'Separadas por comas: Gimnasio, Terraza, Piscina'],
  [
    'rentalRequirements',
    'Requisitos de arriendo',
    'Uno por línea: fiador, póliza, documentos (sin depósitos: Ley 820 de 2003)',
  ],
] as const;

/** The characteristics plus the Colombian fields (docs/product-rules.md#property). */
export function CharacteristicsFields({ values, errors, set }: Props) {
  const bind = patchBinder(values, errors, set);
  const notes = NOTES.filter(([key]) => key !== 'rentalRequirements' || values.operation === 'arriendo');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {NUMBERS.map(({ key, label, min, max }) => (
        <NumberField key={key} look={adminLook} label={label} min={min} max={max} {...bind(key)} />
      ))}
      <SelectField look={adminLook} label="Estrato" placeholder="Sin estrato" options={ESTRATOS} {...bind('estrato')} />
      <CheckboxGroup
        legend="Otras características"
        legendClassName="sr-only"
        className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2 lg:col-span-4"
        look={inlineCheckLook}
        itemClassName="font-medium"
        items={FLAGS.map(({ key, label }) => ({
          key,
          checked: values[key],
          onChange: (checked: boolean) => set({ [key]: checked }),
          children: label,
        }))}
      />
      {notes.map(([key, label, hint]) => (
        <TextArea key={key} look={adminLook} label={label} hint={hint} className={WIDE} rows={3} {...bind(key)} />
      ))}
    </div>
  );
}
