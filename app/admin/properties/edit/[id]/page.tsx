import type { Metadata } from 'next';

import { PropertyForm } from '@/components/admin/properties/property-form';

export const metadata: Metadata = { title: 'Editar propiedad' };

export default async function EditPropertyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PropertyForm key={id} id={id} />;
}
