'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';

import { FormAlert } from '@/components/ui/fields/status';
import { resetPasswordSchema } from '@/lib/validation/auth';

import { AuthSubmit, PasswordField } from './auth-fields';
import { postJson } from './post-json';
import { useFields } from './use-fields';

export function ResetPasswordForm({ token }: { token: string }) {
  const { values, bind, check } = useFields({ password: '', confirmPassword: '' });
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const input = check(resetPasswordSchema, { token, ...values });
    if (!input) return;
    setLoading(true);
    setResult(await postJson('/api/auth/reset-password', input, 'No pudimos actualizar la contraseña'));
    setLoading(false);
  }

  if (result?.ok) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{result.message}</FormAlert>
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
      {result && (
        <FormAlert tone="error">
          {result.message}{' '}
          <Link href="/forgot-password" className="font-semibold underline">
            Solicitar un enlace nuevo
          </Link>
        </FormAlert>
      )}
      <PasswordField label="Nueva contraseña" autoComplete="new-password" {...bind('password')} />
      <PasswordField label="Confirmar contraseña" autoComplete="new-password" {...bind('confirmPassword')} />
      <AuthSubmit busy={loading} label="Guardar contraseña" busyLabel="Guardando..." />
    </form>
  );
}
