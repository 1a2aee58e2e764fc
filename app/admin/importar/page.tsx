import type { Metadata } from 'next';

import { ImportScreen } from '@/components/admin/imports/import-screen';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Importar inmuebles' };

export default async function AdminImportPage() {
  const user = await requireStaff();
  return <ImportScreen admin={user.role === 'admin'} />;
}
