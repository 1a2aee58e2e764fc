import type { Metadata } from 'next';

import { PropertiesList } from '@/components/admin/properties/properties-list';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Propiedades' };

export default async function AdminPropertiesPage() {
  const user = await requireStaff();
  return <PropertiesList admin={user.role === 'admin'} />;
}
