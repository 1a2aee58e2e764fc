'use client';

import { useState, type FormEvent } from 'react';

import { TextField } from '@/components/ui/fields/field';
import { accountLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';

import { BUTTON } from './section';
import { useLeavingAction } from './use-leaving-action';

type Key = 'currentPassword' | 'password' | 'confirmPassword';
const PASSWORDS: Array<{ key: Key; name: string; label: string; autoComplete: string }> = [
  { key: 'currentPassword', name: 'clave-actual', label: 'Contraseña actual', autoComplete: 'current-password' },
  { key: 'password', name: 'clave-nueva', label: 'Nueva contraseña', autoComplete: 'new-password' },
  { key: 'confirmPassword', name: 'clave-confirmar', label: 'Confirmar contraseña', autoComplete: 'new-password' },
];

/** Changing the password ends every session, this one too: the visitor signs in again. */
export function PasswordForm() {
  const [fields, setFields] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const { error, busy, run } = useLeavingAction(
    'PUT',
    '/api/me/password',
    'No se pudo cambiar la contraseña',
    '/login?callbackUrl=/cuenta&clave=cambiada',
  );
  const bind = (key: Key) => ({
    value: fields[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [key]: e.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(fields);
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
      {PASSWORDS.map(({ key, name, label, autoComplete }) => (
        <TextField
          key={key}
          look={accountLook}
          name={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
          required
          {...bind(key)}
        />
      ))}
      <p className="text-sm text-muted sm:col-span-3">
        Al menos 8 caracteres, con una letra y un número. Se cerrarán todas tus sesiones y volverás a iniciar sesión.
      </p>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <button type="submit" disabled={busy} className={BUTTON}>
          {busy ? 'Cambiando...' : 'Cambiar contraseña'}
        </button>
        {error && <FormAlert tone="error">{error}</FormAlert>}
      </div>
    </form>
  );
}
