'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { getSession, signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { fieldErrors, loginSchema } from '@/lib/validation/auth';
import { FormAlert, FormField, SubmitButton } from './form-field';

type Field = 'email' | 'password';

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');
  const [loading, setLoading] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // SPEC §4: a field's error clears when the user edits that field.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError('');
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setLoading(true);
    try {
      const result = await signIn('credentials', { ...parsed.data, redirect: false });
      if (!result || result.error) {
        setServerError(result?.error || 'Error al iniciar sesión');
        return;
      }
      const session = await getSession();
      // A regular account has no panel: it goes home instead of bouncing back to /login.
      const target = session?.user.role !== 'admin' && callbackUrl.startsWith('/admin') ? '/' : callbackUrl;
      router.replace(target);
      router.refresh();
    } catch {
      setServerError('Error al iniciar sesión');
    } finally {
      setLoading(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {serverError && <FormAlert tone="error">{serverError}</FormAlert>}
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
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => update('password', e.target.value)}
      />
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <SubmitButton busy={loading} label="Iniciar sesión" busyLabel="Iniciando sesión..." />
      <p className="text-center text-sm text-muted">
        ¿No tienes cuenta?{' '}
        <Link href="/register" className="font-medium text-primary hover:underline">
          Regístrate
        </Link>
      </p>
    </form>
  );
}
