import Link from 'next/link';
import type { SiteSettings } from '@/lib/domain/settings';
import { FOOTER_SERVICES, MAIN_NAV } from './nav';

function LinkColumn({ title, items }: { title: string; items: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <div>
      <p className="font-semibold text-white">{title}</p>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="hover:text-white">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ general }: { general: SiteSettings['general'] }) {
  return (
    <footer className="mt-16 bg-ink text-sm text-white/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-bold text-white">{general.siteName}</p>
          <p className="mt-3 leading-relaxed">{general.description}</p>
        </div>
        <LinkColumn title="Servicios" items={FOOTER_SERVICES} />
        <LinkColumn title="Enlaces rápidos" items={MAIN_NAV} />
        <div>
          <p className="font-semibold text-white">Contacto</p>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`mailto:${general.contactEmail}`} className="hover:text-white">
                {general.contactEmail}
              </a>
            </li>
            <li>
              <a href={`tel:${general.contactPhone.replace(/\s+/g, '')}`} className="hover:text-white">
                {general.contactPhone}
              </a>
            </li>
            <li>{general.address}</li>
            <li>{general.schedule}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-4 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {general.siteName}. Todos los derechos reservados.
          </p>
          <p className="flex gap-4">
            <Link href="/terms" className="hover:text-white">
              Términos de Uso
            </Link>
            <Link href="/privacy" className="hover:text-white">
              Política de Privacidad
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
