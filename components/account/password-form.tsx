'use client';

import { useState, type FormEvent } from 'react';

import { FormAlert, FormField } from '@/components/auth/form-field';

import { BUTTON } from './section';
import { useLeavingAction } from './use-leaving-action';

/** Changing the password ends every session, this one too: the visitor signs in again. */
export function PasswordForm() {
  const [fields, setFields] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const { error, busy, run } = useLeavingAction(
    'PUT',
    '/api/me/password',
    'No se pudo cambiar la contraseña',
    '/login?callbackUrl=/cuenta&clave=cambiada',
  );
  const bind = (key: keyof typeof fields) => ({
    value: fields[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [key]: e.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(fields);
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
      <FormField
        name="clave-actual"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        {...bind('currentPassword')}
      />
      <FormField
        name="clave-nueva"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        {...bind('password')}
      />
      <FormField
        name="clave-confirmar"
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirmPassword')}
      />
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
