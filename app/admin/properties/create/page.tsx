import type { Metadata } from 'next';

import { PropertyForm } from '@/components/admin/properties/property-form';

export const metadata: Metadata = { title: 'Agregar propiedad' };

export default function CreatePropertyPage() {
  return <PropertyForm />;
}
