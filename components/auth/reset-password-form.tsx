'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { fieldErrors, resetPasswordSchema } from '@/lib/validation/auth';
import { FormAlert, FormField, SubmitButton } from './form-field';
import { postJson } from './post-json';

type Field = 'password' | 'confirmPassword';

export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [loading, setLoading] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const parsed = resetPasswordSchema.safeParse({ token, ...values });
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    if (!values.confirmPassword) found.confirmPassword = 'Confirma tu contraseña';
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      return;
    }
    setLoading(true);
    setResult(await postJson('/api/auth/reset-password', parsed.data, 'No pudimos actualizar la contraseña'));
    setLoading(false);
  }

  if (result?.ok) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{result.message}</FormAlert>
        <Link href="/login" className="block rounded-lg bg-primary px-4 py-3 text-center font-semibold text-white hover:bg-primary-dark">
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
      <FormField
        name="password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => update('password', e.target.value)}
      />
      <FormField
        name="confirmPassword"
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => update('confirmPassword', e.target.value)}
      />
      <SubmitButton busy={loading} label="Guardar contraseña" busyLabel="Guardando..." />
    </form>
  );
}
