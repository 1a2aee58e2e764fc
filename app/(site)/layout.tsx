import { headers } from 'next/headers';
import { connection } from 'next/server';
import { Suspense } from 'react';

import { JsonLd } from '@/components/seo/json-ld';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader, SiteHeaderSkeleton } from '@/components/site/site-header';
import { SiteIntegrations } from '@/components/site/site-integrations';
import { siteOrigin } from '@/lib/env';
import { NONCE_HEADER } from '@/lib/security/csp';
import { realEstateAgentJsonLd } from '@/lib/seo/json-ld';
import { getSettings } from '@/lib/services/settings';

// The chrome reads Settings (cached) at request time, never at build time (CI builds without a
// database), each part in its own boundary. The home page renders straight into the prerendered
// shell; every other page streams inside (streamed)/layout.tsx's boundary.

async function Header() {
  await connection();
  const [settings, nonce] = await Promise.all([getSettings(), headers().then((h) => h.get(NONCE_HEADER) ?? undefined)]);
  return (
    <>
      <SiteIntegrations settings={settings} nonce={nonce} />
      <SiteHeader general={settings.general} />
    </>
  );
}

async function Footer() {
  await connection();
  const { general } = await getSettings();
  return (
    <>
      <SiteFooter general={general} now={new Date()} />
      <JsonLd data={realEstateAgentJsonLd(general, siteOrigin())} />
    </>
  );
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary focus:shadow-lg"
      >
        Saltar al contenido
      </a>
      <Suspense fallback={<SiteHeaderSkeleton />}>
        <Header />
      </Suspense>
      <main id="contenido" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}
