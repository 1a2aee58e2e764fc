import type { Metadata } from 'next';

import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export const metadata: Metadata = { title: 'Nueva contraseña', referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

export default async function ResetPasswordPage({ params }: Props) {
  const { token } = await params;
  return (
    <AuthCard title="Nueva contraseña" subtitle="Elige una contraseña de al menos 8 caracteres, con letras y números.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
