import Link from 'next/link';

import type { SiteSettings } from '@/lib/domain/settings';

import { AccountLink } from '../account/account-link';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { SocialLinks } from './social-links';

/** The header: top bar (e-mail, address, social links), then the sticky bar. Details from Settings. */
export function SiteHeader({ general }: { general: SiteSettings['general'] }) {
  return (
    <>
      <div className="hidden bg-primary-dark text-sm text-white md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 py-1.5">
          <div className="flex min-w-0 items-center gap-6">
            <a href={`mailto:${general.contactEmail}`} className="flex items-center gap-2 hover:underline">
              <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
                <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
              </svg>
              {general.contactEmail}
            </a>
            <span className="flex min-w-0 items-center gap-2">
              <svg aria-hidden viewBox="0 0 24 24" className="size-4 shrink-0 fill-none stroke-current stroke-2">
                <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
              </svg>
              <span className="truncate">{general.address}</span>
            </span>
          </div>
          <div className="flex shrink-0 items-center gap-5">
            <AccountLink place="topbar" />
            <SocialLinks social={general.social} />
          </div>
        </div>
      </div>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav
          aria-label="Principal"
          className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 md:px-6"
        >
          <div className="flex items-center gap-3">
            <MobileMenu paymentsPortalUrl={general.paymentsPortalUrl} />
            <Link
              href="/"
              className="flex shrink-0 items-center gap-2 whitespace-nowrap text-base font-extrabold tracking-tight text-primary sm:text-lg"
            >
              <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-primary text-white">
                IB
              </span>
              {general.siteName}
            </Link>
          </div>
          <DesktopNav />
          <div className="flex items-center gap-2">
            <AccountLink place="header" />
            <a
              href={general.paymentsPortalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="hidden whitespace-nowrap rounded-full bg-secondary px-5 py-2.5 text-sm font-semibold text-ink hover:brightness-95 sm:inline-flex sm:items-center sm:gap-2"
            >
              Portal Pagos
              <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
              </svg>
              <span className="sr-only">(se abre en una pestaña nueva)</span>
            </a>
          </div>
        </nav>
      </header>
    </>
  );
}

/** Same height as the header while Settings stream in, so nothing jumps. */
export function SiteHeaderSkeleton() {
  return (
    <>
      <div aria-hidden className="hidden h-[35px] bg-primary-dark md:block" />
      <div aria-hidden className="sticky top-0 z-40 h-[69px] border-b border-slate-200 bg-white" />
    </>
  );
}
