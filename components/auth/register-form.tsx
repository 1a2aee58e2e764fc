'use client';

import { signIn } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { markSignedIn } from '@/components/account/signed-in-hint';
import { ConsentField } from '@/components/ui/fields/choice';
import { TextField } from '@/components/ui/fields/field';
import { accountLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { registerSchema } from '@/lib/validation/auth';

import { AuthSubmit, EmailField, PasswordField } from './auth-fields';
import { sendOrRefuse } from './post-json';
import { useFields } from './use-fields';

export function RegisterForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const { values, errors, setErrors, bind, busy, failure, send } = useFields(
    { name: '', email: '', password: '', confirmPassword: '' },
    { stayBusy: true },
  );
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(registerSchema, { ...values, acceptPrivacy }, async (input) => {
      await sendOrRefuse('POST', '/api/auth/register', input, 'Error al registrar usuario');
      const signedIn = await signIn('credentials', { email: input.email, password: input.password, redirect: false });
      if (signedIn?.ok) markSignedIn();
      router.replace(signedIn?.ok ? callbackUrl : '/login');
      router.refresh();
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField look={accountLook} label="Nombre completo" autoComplete="name" {...bind('name')} />
      <EmailField {...bind('email')} />
      <PasswordField label="Contraseña" autoComplete="new-password" {...bind('password')} />
      <PasswordField label="Confirmar contraseña" autoComplete="new-password" {...bind('confirmPassword')} />
      <ConsentField
        variant="account"
        checked={acceptPrivacy}
        onChange={(checked) => {
          setAcceptPrivacy(checked);
          setErrors((current) => ({ ...current, acceptPrivacy: undefined }));
        }}
        error={errors.acceptPrivacy}
      />
      <AuthSubmit busy={busy} label="Crear cuenta" busyLabel="Creando cuenta..." />
      <p className="text-center text-sm text-muted">
        ¿Ya tienes cuenta?{' '}
        <Link href="/login" className="font-medium text-primary hover:underline">
          Inicia sesión
        </Link>
      </p>
    </form>
  );
}
