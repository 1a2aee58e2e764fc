import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/section-placeholder';

export const metadata: Metadata = { title: 'Configuración' };

export default function AdminSettingsPage() {
  return <SectionPlaceholder title="Configuración" />;
}
