'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';

import { FormAlert } from '@/components/ui/fields/status';
import { forgotPasswordSchema } from '@/lib/validation/auth';

import { AuthSubmit, EmailField } from './auth-fields';
import { postJson } from './post-json';
import { useFields } from './use-fields';

export function ForgotPasswordForm() {
  const { values, bind, check } = useFields({ email: '' });
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const input = check(forgotPasswordSchema, values);
    if (!input) return;
    setLoading(true);
    setResult(await postJson('/api/auth/forgot-password', input, 'No pudimos procesar la solicitud'));
    setLoading(false);
  }

  const back = (
    <Link href="/login" className="block text-center text-sm font-medium text-primary hover:underline">
      Volver a iniciar sesión
    </Link>
  );
  if (result?.ok) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{result.message}</FormAlert>
        {back}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {result && <FormAlert tone="error">{result.message}</FormAlert>}
      <EmailField {...bind('email')} />
      <AuthSubmit busy={loading} label="Enviar enlace" busyLabel="Enviando..." />
      {back}
    </form>
  );
}
