import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getSettings } from '@/lib/services/settings';

// Public pages read the database on every request for now (no build-time database needed).
export const dynamic = 'force-dynamic';

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { general } = await getSettings();
  return (
    <>
      <SiteHeader general={general} />
      <main id="contenido">{children}</main>
      <SiteFooter general={general} />
    </>
  );
}
