'use client';

import { useEffect, useState } from 'react';

import { useDebounced } from '@/components/admin/shared/use-debounced';
import { SearchField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';

import { adminFetch } from '../api-client';
import { secondaryButton } from '../buttons';

export interface PickedOwner {
  id: string;
  name: string;
}
interface OwnerRow extends PickedOwner {
  documentType: string;
  documentNumber: string;
}

/**
 * The mandate's owner: searched through GET /api/owners?q= (an agent gets their own owners),
 * picked from the results. Shows the chosen owner with a "Cambiar" button.
 */
export function OwnerPicker({
  value,
  onChange,
  error,
}: {
  value: PickedOwner | null;
  onChange: (owner: PickedOwner | null) => void;
  error?: string;
}) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const [found, setFound] = useState<{ q: string; rows: OwnerRow[]; error: string } | null>(null);

  useEffect(() => {
    if (value || settled.length < 2) return;
    let live = true;
    adminFetch<OwnerRow[]>(`/api/owners?q=${encodeURIComponent(settled)}&limit=8`).then(
      ({ data }) => live && setFound({ q: settled, rows: data, error: '' }),
      (failure: Error) => live && setFound({ q: settled, rows: [], error: failure.message }),
    );
    return () => {
      live = false;
    };
  }, [settled, value]);

  if (value) {
    return (
      <div className="sm:col-span-2">
        <p className="text-sm font-medium text-ink">Propietario</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 px-3 py-2">
          <span className="text-sm font-semibold text-ink" data-testid="mandate-owner">
            {value.name || 'Propietario sin nombre'}
          </span>
          <button type="button" className={secondaryButton} onClick={() => onChange(null)}>
            Cambiar propietario
          </button>
        </div>
      </div>
    );
  }
  const results = found && found.q === settled ? found : null;
  return (
    <div className="sm:col-span-2">
      <SearchField
        look={adminLook}
        label="Propietario"
        placeholder="Nombre, documento o teléfono"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        error={error}
        hint="Escribe al menos 2 letras para buscar entre los propietarios."
      />
      {results?.error && (
        <p role="alert" className="mt-2 text-sm text-rose-800">
          No se pudo buscar propietarios: {results.error}
        </p>
      )}
      {results && !results.error && (
        <ul aria-label="Propietarios encontrados" className="mt-2 divide-y divide-slate-100 rounded-lg border">
          {results.rows.length === 0 && <li className="px-3 py-2 text-sm text-muted">Ningún propietario coincide</li>}
          {results.rows.map((owner) => (
            <li key={owner.id}>
              <button
                type="button"
                onClick={() => onChange({ id: owner.id, name: owner.name })}
                className="flex w-full flex-wrap justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="font-medium text-ink">{owner.name}</span>
                <span className="text-muted">
                  {owner.documentType} {owner.documentNumber}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
