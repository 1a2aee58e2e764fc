import Link from 'next/link';
import type { SiteSettings } from '@/lib/domain/settings';
import { MAIN_NAV } from './nav';

export function SiteHeader({ general }: { general: SiteSettings['general'] }) {
  return (
    <header>
      <div className="hidden bg-primary text-sm text-white/90 md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 py-2">
          <div className="flex items-center gap-6">
            <a href={`mailto:${general.contactEmail}`} className="hover:text-white">
              {general.contactEmail}
            </a>
            <span>{general.address}</span>
          </div>
          <div className="flex items-center gap-4">
            {general.social.facebook && (
              <a href={general.social.facebook} rel="noopener" target="_blank" className="hover:text-white">
                Facebook
              </a>
            )}
            {general.social.instagram && (
              <a href={general.social.instagram} rel="noopener" target="_blank" className="hover:text-white">
                Instagram
              </a>
            )}
          </div>
        </div>
      </div>
      <div className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav aria-label="Principal" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 md:px-6">
          <Link href="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap text-base font-extrabold tracking-tight text-primary sm:text-lg">
            <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-primary text-white">
              IB
            </span>
            {general.siteName}
          </Link>
          <ul className="hidden items-center gap-6 text-sm font-medium lg:flex">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-ink hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            <a
              href={general.paymentsPortalUrl}
              target="_blank"
              rel="noopener"
              className="hidden whitespace-nowrap rounded-full bg-secondary px-4 py-2 text-sm font-semibold text-ink hover:brightness-95 sm:inline-block"
            >
              Portal Pagos
            </a>
            <details className="relative lg:hidden">
              <summary className="cursor-pointer list-none rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium">
                Menú
              </summary>
              <ul className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                {MAIN_NAV.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className="block rounded-lg px-3 py-2 hover:bg-surface">
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li className="sm:hidden">
                  <a href={general.paymentsPortalUrl} target="_blank" rel="noopener" className="block rounded-lg px-3 py-2 font-semibold text-primary hover:bg-surface">
                    Portal Pagos
                  </a>
                </li>
              </ul>
            </details>
          </div>
        </nav>
      </div>
    </header>
  );
}
