import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/section-placeholder';

export const metadata: Metadata = { title: 'Ubicaciones' };

export default function AdminLocationsPage() {
  return <SectionPlaceholder title="Ubicaciones" />;
}
