import type { Metadata } from 'next';

import { AccountForm } from '@/components/admin/users/account-form';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Editar usuario' };

export default async function AdminUserEditPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin();
  const { id } = await params;
  return <AccountForm url={`/api/users/${encodeURIComponent(id)}`} admin />;
}
