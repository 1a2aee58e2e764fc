import type { Metadata } from 'next';
import { connection } from 'next/server';

import { LegalPage } from '@/components/content/legal-page';
import { privacySections } from '@/components/content/privacy-sections';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSettings } from '@/lib/services/settings';

export const metadata: Metadata = pageMetadata({
  title: 'Política de Privacidad',
  description: 'Política de tratamiento de datos personales conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013.',
  path: '/privacy',
});

export default async function PrivacyPage() {
  await connection();
  const { general } = await getSettings();
  return (
    <LegalPage
      title="Política de Privacidad"
      updated="1 de noviembre de 2026"
      intro={
        <p>
          En {general.siteName} protegemos sus datos personales. Esta política explica cómo los tratamos conforme a la
          Ley 1581 de 2012 y el Decreto 1377 de 2013, y cómo puede ejercer sus derechos como titular.
        </p>
      }
      sections={privacySections(general)}
    />
  );
}
