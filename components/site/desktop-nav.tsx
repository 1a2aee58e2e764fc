'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

import { MAIN_NAV } from './nav';

/** The desktop menu; the current section is marked (aria-current) and underlined. */
export function DesktopNav() {
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <ul className="hidden items-center gap-1 text-sm font-medium lg:flex">
      {MAIN_NAV.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={current(item.href) ? 'page' : undefined}
            className="whitespace-nowrap rounded-lg px-2 py-2 text-ink hover:text-primary xl:px-3 aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-secondary aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
