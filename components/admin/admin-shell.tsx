'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

import type { PublicUser } from '@/lib/domain/users';

import { useUnseenCruces } from './cruces/cruces-badge';
import { LogoutButton } from './logout-button';
import { adminNav } from './nav';
import { UserMenu } from './user-menu';

/** SPEC's admin layout: a collapsible sidebar and a header with the user menu. */
export function AdminShell({ user, children }: { user: PublicUser; children: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const unseenCruces = useUnseenCruces();

  // The phone drawer: focus moves into it when it opens and Escape closes it.
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const isActive = (href: string) =>
    href === '/admin' ? pathname === '/admin' || pathname === '/admin/dashboard' : pathname.startsWith(href);

  return (
    <div className="min-h-dvh bg-surface lg:flex">
      <aside
        id="admin-sidebar"
        className={`${open ? 'block' : 'hidden'} fixed inset-y-0 left-0 z-40 w-64 bg-primary text-white shadow-xl lg:static lg:block lg:shadow-none`}
      >
        <div className="flex items-center justify-between px-5 py-5">
          <Link href="/admin" className="flex items-center gap-2 font-extrabold">
            <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-white text-primary">
              IB
            </span>
            Panel
          </Link>
          <button
            ref={closeButton}
            type="button"
            aria-label="Cerrar menú"
            onClick={() => setOpen(false)}
            className="rounded-lg px-2 py-1 text-sm hover:bg-white/10 lg:hidden"
          >
            Cerrar
          </button>
        </div>
        <nav aria-label="Administración" className="px-3">
          <ul className="space-y-1">
            {adminNav(user.role).map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  aria-current={isActive(item.href) ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${isActive(item.href) ? 'bg-white text-primary' : 'text-white/90 hover:bg-white/10'}`}
                >
                  {item.label}
                  {item.href === '/admin/cruces' && !!unseenCruces && (
                    <span
                      data-testid="cruces-badge"
                      className={`ml-2 rounded-full px-2 py-0.5 text-xs font-bold ${isActive(item.href) ? 'bg-primary text-white' : 'bg-white text-primary'}`}
                    >
                      {unseenCruces}
                      <span className="sr-only"> sin ver</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 space-y-1 border-t border-white/15 pt-4">
            <Link href="/" className="block rounded-lg px-3 py-2 text-sm text-white/90 hover:bg-white/10">
              Volver al sitio
            </Link>
            <LogoutButton className="block w-full rounded-lg px-3 py-2 text-left text-sm text-white/90 hover:bg-white/10" />
          </div>
        </nav>
      </aside>
      {open && <div aria-hidden onClick={() => setOpen(false)} className="fixed inset-0 z-30 bg-black/40 lg:hidden" />}
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-20 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:px-8">
          <button
            type="button"
            aria-controls="admin-sidebar"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium lg:hidden"
          >
            Menú
          </button>
          <p className="hidden text-sm text-muted lg:block">Inmobiliaria Bogotá · Administración</p>
          <UserMenu user={user} />
        </header>
        <main className="px-4 py-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
