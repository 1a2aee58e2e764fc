import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { safeCallbackUrl } from '@/components/auth/safe-callback';
import { FormAlert } from '@/components/ui/fields/status';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Iniciar sesión' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  const user = await currentUser().catch(() => null);
  if (user?.role === 'admin') redirect(callbackUrl);
  const deniedPanel = user && callbackUrl.startsWith('/admin');
  return (
    <AuthCard title="Iniciar sesión" subtitle="Accede con tu email y contraseña.">
      {deniedPanel && (
        <div className="mb-4">
          <FormAlert tone="error">
            Tu cuenta no tiene acceso al panel de administración. Inicia sesión con una cuenta de administrador.
          </FormAlert>
        </div>
      )}
      <LoginForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
