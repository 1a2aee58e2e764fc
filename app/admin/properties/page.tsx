import type { Metadata } from 'next';

import { PropertiesList } from '@/components/admin/properties/properties-list';

export const metadata: Metadata = { title: 'Propiedades' };

export default function AdminPropertiesPage() {
  return <PropertiesList />;
}
