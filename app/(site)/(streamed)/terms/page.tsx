import type { Metadata } from 'next';
import { connection } from 'next/server';

import { LegalPage } from '@/components/content/legal-page';
import { termsSections } from '@/components/content/terms-sections';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSettings } from '@/lib/services/settings';

export const metadata: Metadata = pageMetadata({
  title: 'Términos de Uso',
  description:
    'Condiciones de uso del sitio web, información de inmuebles, propiedad intelectual y ley aplicable en Colombia.',
  path: '/terms',
});

export default async function TermsPage() {
  await connection();
  const { general } = await getSettings();
  return (
    <LegalPage
      title="Términos de Uso"
      updated="1 de noviembre de 2026"
      intro={<p>Le pedimos leer estos términos antes de usar el sitio de {general.siteName}.</p>}
      sections={termsSections(general)}
    />
  );
}
