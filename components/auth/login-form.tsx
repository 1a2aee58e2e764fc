'use client';

import { getSession, signIn } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';

import { markSignedIn } from '@/components/account/signed-in-hint';
import { FormAlert } from '@/components/ui/fields/status';
import { refuse } from '@/components/ui/fields/use-submit';
import { isStaffRole } from '@/lib/domain/users';
import { loginSchema } from '@/lib/validation/auth';

import { AuthSubmit, EmailField, PasswordField } from './auth-fields';
import { useFields } from './use-fields';

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const { values, bind, busy, failure, send } = useFields(
    { email: '', password: '' },
    { unknown: 'Error al iniciar sesión' },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(loginSchema, values, async (input) => {
      const result = await signIn('credentials', { ...input, redirect: false });
      if (!result || result.error) refuse(result?.error || 'Error al iniciar sesión');
      markSignedIn();
      const session = await getSession();
      // A regular account has no panel: it goes home instead of bouncing back to /login.
      const target = !isStaffRole(session?.user.role) && callbackUrl.startsWith('/admin') ? '/' : callbackUrl;
      router.replace(target);
      router.refresh();
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <EmailField {...bind('email')} />
      <PasswordField label="Contraseña" autoComplete="current-password" {...bind('password')} />
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <AuthSubmit busy={busy} label="Iniciar sesión" busyLabel="Iniciando sesión..." />
      <p className="text-center text-sm text-muted">
        ¿No tienes cuenta?{' '}
        <Link href="/register" className="font-medium text-primary hover:underline">
          Regístrate
        </Link>
      </p>
    </form>
  );
}
