'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { fieldErrors, forgotPasswordSchema } from '@/lib/validation/auth';
import { FormAlert, FormField, SubmitButton } from './form-field';
import { postJson } from './post-json';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email ?? '');
      return;
    }
    setLoading(true);
    setResult(await postJson('/api/auth/forgot-password', parsed.data, 'No pudimos procesar la solicitud'));
    setLoading(false);
  }

  if (result?.ok) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{result.message}</FormAlert>
        <Link href="/login" className="block text-center text-sm font-medium text-primary hover:underline">
          Volver a iniciar sesión
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {result && <FormAlert tone="error">{result.message}</FormAlert>}
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          setError('');
        }}
      />
      <SubmitButton busy={loading} label="Enviar enlace" busyLabel="Enviando..." />
      <Link href="/login" className="block text-center text-sm font-medium text-primary hover:underline">
        Volver a iniciar sesión
      </Link>
    </form>
  );
}
