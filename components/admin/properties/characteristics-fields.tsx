import { Field, inputClass } from './field';
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

/** SPEC's characteristics plus DESIGN.md §5's Colombian fields. */
export function CharacteristicsFields({ values, errors, set }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {NUMBERS.map(({ key, label, min, max }) => (
        <Field key={key} label={label} error={errors[key]}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={min}
              max={max}
              value={values[key]}
              onChange={(e) => set({ [key]: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      ))}
      <Field label="Estrato" error={errors.estrato}>
        {(p) => (
          <select
            {...p}
            value={values.estrato}
            onChange={(e) => set({ estrato: e.target.value })}
            className={inputClass}
          >
            <option value="">Sin estrato</option>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2 lg:col-span-4">
        <legend className="sr-only">Otras características</legend>
        {FLAGS.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(e) => set({ [key]: e.target.checked })}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <Field label="Comodidades" hint="Separadas por comas: Gimnasio, Terraza, Piscina" className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            rows={3}
            value={values.amenities}
            onChange={(e) => set({ amenities: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      {values.operation === 'arriendo' && (
        <Field
          label="Requisitos de arriendo"
          hint="Uno por línea: fiador, póliza, documentos (sin depósitos: Ley 820 de 2003)"
          error={errors.rentalRequirements}
          className="sm:col-span-2"
        >
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={values.rentalRequirements}
              onChange={(e) => set({ rentalRequirements: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      )}
    </div>
  );
}
