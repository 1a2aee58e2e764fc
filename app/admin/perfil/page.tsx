import type { Metadata } from 'next';

import { AccountForm } from '@/components/admin/users/account-form';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Mi perfil' };

/** Every staff member's own account and public profile (an admin edits anyone's at /admin/users/{id}). */
export default async function AdminProfilePage() {
  await requireStaff();
  return <AccountForm url="/api/profile" admin={false} />;
}
