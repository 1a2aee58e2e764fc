'use client';

import { useState, type FormEvent } from 'react';

import { sendOrRefuse } from '@/components/auth/post-json';
import { patchBinder } from '@/components/ui/fields/bind';
import { TextField } from '@/components/ui/fields/field';
import { accountLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { useSubmit } from '@/components/ui/fields/use-submit';

import { BUTTON } from './section';

const FIELDS = [
  { key: 'name', name: 'cuenta-nombre', label: 'Nombre', autoComplete: 'name', required: true },
  {
    key: 'phone',
    name: 'cuenta-telefono',
    label: 'Teléfono (opcional)',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
] as const;

export function ProfileForm({ account }: { account: { name: string; email: string; phone: string } }) {
  const [fields, setFields] = useState({ name: account.name, phone: account.phone });
  const bind = patchBinder(fields, {}, (patch) => setFields({ ...fields, ...patch }));
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useSubmit({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      setSaved((await sendOrRefuse('PATCH', '/api/me', fields, 'No se pudieron guardar tus datos')).message);
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ key, ...field }) => (
        <TextField key={key} look={accountLook} {...field} {...bind(key)} />
      ))}
      <p className="text-sm text-muted sm:col-span-2">
        Email de acceso: <strong className="text-ink">{account.email}</strong>
      </p>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={BUTTON}>
          {busy ? 'Guardando...' : 'Guardar datos'}
        </button>
        {failure ? (
          <FormAlert tone="error">{failure}</FormAlert>
        ) : (
          saved !== null && <FormAlert tone="success">{saved}</FormAlert>
        )}
      </div>
    </form>
  );
}
