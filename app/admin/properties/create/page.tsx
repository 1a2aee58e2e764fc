import type { Metadata } from 'next';

import { PropertyForm } from '@/components/admin/properties/property-form';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Agregar propiedad' };

export default async function CreatePropertyPage() {
  const user = await requireStaff();
  return <PropertyForm canAssign={user.role === 'admin'} />;
}
