import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/section-placeholder';

export const metadata: Metadata = { title: 'Solicitudes' };

export default function AdminLeadsPage() {
  return <SectionPlaceholder title="Solicitudes" />;
}
