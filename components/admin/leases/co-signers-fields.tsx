'use client';

import { secondaryButton } from '@/components/admin/buttons';
import { SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { DOCUMENT_TYPES } from '@/lib/domain/owners';

import { emptyCoSigner, type CoSignerValues } from './sign-values';

const DOCUMENTS = DOCUMENT_TYPES.map((type) => [type, type] as const);

/** The co-signers (codeudores) of a lease: one row each, added and removed in place. */
export function CoSignersFields({
  value,
  onChange,
  errors,
}: {
  value: CoSignerValues[];
  onChange: (next: CoSignerValues[]) => void;
  /** Errors by "guarantee.coSigners.<i>.<field>". */
  errors: Partial<Record<string, string>>;
}) {
  const set = (index: number, patch: Partial<CoSignerValues>) =>
    onChange(value.map((person, i) => (i === index ? { ...person, ...patch } : person)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">Codeudores</legend>
      {errors['guarantee.coSigners'] && (
        <p className="text-xs font-medium text-rose-700">{errors['guarantee.coSigners']}</p>
      )}
      {value.map((person, index) => {
        const error = (field: string) => errors[`guarantee.coSigners.${index}.${field}`];
        return (
          <div
            key={index}
            role="group"
            aria-label={`Codeudor ${index + 1}`}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
          >
            <TextField
              look={adminLook}
              label={`Nombre del codeudor ${index + 1}`}
              autoComplete="off"
              className="sm:col-span-2"
              value={person.name}
              error={error('name')}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <SelectField
              look={adminLook}
              label={`Tipo de documento del codeudor ${index + 1}`}
              options={DOCUMENTS}
              value={person.documentType}
              onChange={(event) => set(index, { documentType: event.target.value })}
            />
            <TextField
              look={adminLook}
              label={`Número de documento del codeudor ${index + 1}`}
              autoComplete="off"
              value={person.documentNumber}
              error={error('documentNumber')}
              onChange={(event) => set(index, { documentNumber: event.target.value })}
            />
            <TextField
              look={adminLook}
              label={`Teléfono del codeudor ${index + 1}`}
              type="tel"
              optional
              autoComplete="off"
              value={person.phone}
              error={error('phone')}
              onChange={(event) => set(index, { phone: event.target.value })}
            />
            {value.length > 1 && (
              <button
                type="button"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                className="self-end text-left text-sm font-semibold text-rose-800 hover:underline"
              >
                Quitar codeudor {index + 1}
              </button>
            )}
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...value, emptyCoSigner()])} className={secondaryButton}>
        Agregar codeudor
      </button>
    </fieldset>
  );
}
