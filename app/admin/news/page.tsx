import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/section-placeholder';

export const metadata: Metadata = { title: 'Noticias' };

export default function AdminNewsPage() {
  return <SectionPlaceholder title="Noticias" />;
}
