'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { fieldErrors, registerSchema } from '@/lib/validation/auth';
import { FormAlert, FormField, SubmitButton } from './form-field';
import { postJson } from './post-json';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY | 'acceptPrivacy';

export function RegisterForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');
  const [loading, setLoading] = useState(false);

  function update(field: keyof typeof EMPTY, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError('');
    const parsed = registerSchema.safeParse({ ...values, acceptPrivacy });
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    if (!values.confirmPassword) found.confirmPassword = 'Confirma tu contraseña';
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      return;
    }
    setLoading(true);
    const result = await postJson('/api/auth/register', parsed.data, 'Error al registrar usuario');
    if (!result.ok) {
      setServerError(result.message);
      setLoading(false);
      return;
    }
    const signedIn = await signIn('credentials', { email: parsed.data.email, password: parsed.data.password, redirect: false });
    router.replace(signedIn?.ok ? callbackUrl : '/login');
    router.refresh();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {serverError && <FormAlert tone="error">{serverError}</FormAlert>}
      <FormField name="name" label="Nombre completo" autoComplete="name" value={values.name} error={errors.name} onChange={(e) => update('name', e.target.value)} />
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => update('email', e.target.value)}
      />
      <FormField
        name="password"
        label="Contraseña"
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
      <div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="acceptPrivacy"
            checked={acceptPrivacy}
            onChange={(e) => {
              setAcceptPrivacy(e.target.checked);
              setErrors((current) => ({ ...current, acceptPrivacy: undefined }));
            }}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            Autorizo el tratamiento de mis datos personales según la{' '}
            <Link href="/privacy" className="font-medium text-primary hover:underline">
              Política de Privacidad
            </Link>{' '}
            (Ley 1581 de 2012).
          </span>
        </label>
        {errors.acceptPrivacy && <p className="mt-1 text-sm text-red-600">{errors.acceptPrivacy}</p>}
      </div>
      <SubmitButton busy={loading} label="Crear cuenta" busyLabel="Creando cuenta..." />
      <p className="text-center text-sm text-muted">
        ¿Ya tienes cuenta?{' '}
        <Link href="/login" className="font-medium text-primary hover:underline">
          Inicia sesión
        </Link>
      </p>
    </form>
  );
}
