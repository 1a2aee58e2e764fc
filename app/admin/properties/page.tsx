import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/section-placeholder';

export const metadata: Metadata = { title: 'Propiedades' };

export default function AdminPropertiesPage() {
  return <SectionPlaceholder title="Propiedades" />;
}
