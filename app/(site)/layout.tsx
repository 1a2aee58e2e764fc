import { connection } from 'next/server';
import { Suspense } from 'react';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getSettings } from '@/lib/services/settings';

// The chrome and pages read the (cached) database at request time, never at build time: CI and
// users build without a database. The public-site issue moves static parts into the shell.
async function SiteChrome({ children }: { children: React.ReactNode }) {
  await connection();
  const { general } = await getSettings();
  return (
    <>
      <SiteHeader general={general} />
      <main id="contenido">{children}</main>
      <SiteFooter general={general} />
    </>
  );
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense>
      <SiteChrome>{children}</SiteChrome>
    </Suspense>
  );
}
