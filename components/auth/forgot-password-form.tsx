'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';

import { FormAlert } from '@/components/ui/fields/status';
import { forgotPasswordSchema } from '@/lib/validation/auth';

import { AuthSubmit, EmailField } from './auth-fields';
import { sendOrRefuse } from './post-json';
import { useFields } from './use-fields';

export function ForgotPasswordForm() {
  const { values, bind, busy, failure, send } = useFields({ email: '' });
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(forgotPasswordSchema, values, async (input) => {
      const answer = await sendOrRefuse('POST', '/api/auth/forgot-password', input, 'No pudimos procesar la solicitud');
      setSent(answer.message);
    });
  }

  const back = (
    <Link href="/login" className="block text-center text-sm font-medium text-primary hover:underline">
      Volver a iniciar sesión
    </Link>
  );
  if (sent !== null) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{sent}</FormAlert>
        {back}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <EmailField {...bind('email')} />
      <AuthSubmit busy={busy} label="Enviar enlace" busyLabel="Enviando..." />
      {back}
    </form>
  );
}
