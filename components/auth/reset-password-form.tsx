'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';

import { FormAlert } from '@/components/ui/fields/status';
import { resetPasswordSchema } from '@/lib/validation/auth';

import { AuthSubmit, PasswordField } from './auth-fields';
import { sendOrRefuse } from './post-json';
import { useFields } from './use-fields';

export function ResetPasswordForm({ token }: { token: string }) {
  const { values, bind, busy, failure, send } = useFields({ password: '', confirmPassword: '' });
  const [saved, setSaved] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(resetPasswordSchema, { token, ...values }, async (input) => {
      const answer = await sendOrRefuse(
        'POST',
        '/api/auth/reset-password',
        input,
        'No pudimos actualizar la contraseña',
      );
      setSaved(answer.message);
    });
  }

  if (saved !== null) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{saved}</FormAlert>
        <Link
          href="/login"
          className="block rounded-lg bg-primary px-4 py-3 text-center font-semibold text-white hover:bg-primary-dark"
        >
          Iniciar sesión
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && (
        <FormAlert tone="error">
          {failure}{' '}
          <Link href="/forgot-password" className="font-semibold underline">
            Solicitar un enlace nuevo
          </Link>
        </FormAlert>
      )}
      <PasswordField label="Nueva contraseña" autoComplete="new-password" {...bind('password')} />
      <PasswordField label="Confirmar contraseña" autoComplete="new-password" {...bind('confirmPassword')} />
      <AuthSubmit busy={busy} label="Guardar contraseña" busyLabel="Guardando..." />
    </form>
  );
}
