'use client';

import { getSession, signIn } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { markSignedIn } from '@/components/account/signed-in-hint';
import { FormAlert } from '@/components/ui/fields/status';
import { isStaffRole } from '@/lib/domain/users';
import { loginSchema } from '@/lib/validation/auth';

import { AuthSubmit, EmailField, PasswordField } from './auth-fields';
import { useFields } from './use-fields';

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const { values, bind, check } = useFields({ email: '', password: '' });
  const [serverError, setServerError] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError('');
    const input = check(loginSchema, values);
    if (!input) return;
    setLoading(true);
    try {
      const result = await signIn('credentials', { ...input, redirect: false });
      if (!result || result.error) {
        setServerError(result?.error || 'Error al iniciar sesión');
        return;
      }
      markSignedIn();
      const session = await getSession();
      // A regular account has no panel: it goes home instead of bouncing back to /login.
      const target = !isStaffRole(session?.user.role) && callbackUrl.startsWith('/admin') ? '/' : callbackUrl;
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
      <EmailField {...bind('email')} />
      <PasswordField label="Contraseña" autoComplete="current-password" {...bind('password')} />
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <AuthSubmit busy={loading} label="Iniciar sesión" busyLabel="Iniciando sesión..." />
      <p className="text-center text-sm text-muted">
        ¿No tienes cuenta?{' '}
        <Link href="/register" className="font-medium text-primary hover:underline">
          Regístrate
        </Link>
      </p>
    </form>
  );
}
