import type { Metadata } from 'next';

import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';
import { safeCallbackUrl } from '@/components/auth/safe-callback';

export const metadata: Metadata = { title: 'Crear cuenta' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl, '/');
  return (
    <AuthCard title="Crear cuenta" subtitle="Guarda tus búsquedas y recibe novedades de inmuebles.">
      <RegisterForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
