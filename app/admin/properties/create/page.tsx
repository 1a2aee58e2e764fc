import type { Metadata } from 'next';

import { MandateAfterSave } from '@/components/admin/properties/mandate-section';
import { PropertyForm } from '@/components/admin/properties/property-form';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Agregar propiedad' };

export default async function CreatePropertyPage() {
  const user = await requireStaff();
  return (
    <div className="space-y-6">
      <PropertyForm canAssign={user.role === 'admin'} />
      <MandateAfterSave />
    </div>
  );
}
