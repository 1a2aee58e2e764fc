import Link from 'next/link';

import type { SiteSettings } from '@/lib/domain/settings';

import { FOOTER_MARKET, FOOTER_SERVICES, LEGAL_NAV, MAIN_NAV } from './nav';
import { SocialLinks } from './social-links';

type Item = { href: string; label: string };

function LinkList({ items, className }: { items: readonly Item[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className="hover:text-white hover:underline">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ title, items }: { title: string; items: readonly Item[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <LinkList items={items} className="mt-4 space-y-2.5" />
    </nav>
  );
}

/** The year in Bogotá (a request-time value: the footer renders after `connection()`). */
function currentYear(now: Date): string {
  return new Intl.DateTimeFormat('es-CO', { year: 'numeric', timeZone: 'America/Bogota' }).format(now);
}

/** The footer: description, contact, service links, quick links, legal links and the current year. */
export function SiteFooter({ general, now }: { general: SiteSettings['general']; now: Date }) {
  const phoneHref = `tel:${general.contactPhone.replace(/[^\d+]/g, '')}`;
  return (
    <footer className="mt-16 bg-ink text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.2fr]">
        <div>
          <p className="text-lg font-extrabold text-white">{general.siteName}</p>
          <p className="mt-3 leading-relaxed">{general.description}</p>
          <SocialLinks social={general.social} className="mt-4 -ml-2 text-white" />
        </div>
        <LinkColumn title="Servicios" items={FOOTER_SERVICES} />
        <LinkColumn title="Enlaces rápidos" items={MAIN_NAV} />
        <LinkColumn title="Precios y propietarios" items={FOOTER_MARKET} />
        <div>
          <h2 className="font-semibold text-white">Contacto</h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <a
                href={`mailto:${general.contactEmail}`}
                className="break-all hover:text-white hover:underline"
                data-testid="footer-email"
              >
                {general.contactEmail}
              </a>
            </li>
            <li>
              <a href={phoneHref} className="hover:text-white hover:underline" data-testid="footer-phone">
                {general.contactPhone}
              </a>
            </li>
            <li>{general.address}</li>
            <li>{general.schedule}</li>
            <li>
              <Link href="/asesores" className="font-semibold text-white hover:underline">
                Nuestros asesores
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="copyright">
            © {currentYear(now)} {general.siteName}. Todos los derechos reservados.
          </p>
          <nav aria-label="Legal">
            <LinkList items={LEGAL_NAV} className="flex gap-5" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
