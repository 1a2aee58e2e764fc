'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { MOBILE_NAV } from './nav';

/**
 * The slide-out menu: closes on Escape, on the overlay and on choosing a link; locks
 * page scrolling while open; moves focus into the panel and back to the button; keeps Tab
 * inside while open; items enter 0.1 s apart (index × 100 ms).
 */
export function MobileMenu({ paymentsPortalUrl }: { paymentsPortalUrl: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const button = buttonRef.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('nav a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return setOpen(false);
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>('a, button')];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      button?.focus();
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Abrir menú"
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-xl border border-slate-300 text-ink hover:border-primary hover:text-primary"
      >
        <LineIcon path="M4 7h16M4 12h16M4 17h16" />
      </button>
      {/* In <body>: the sticky header's backdrop-filter would otherwise contain the fixed panel. */}
      {open &&
        createPortal(
          <div className="fixed inset-0 z-50">
            <div
              data-testid="menu-overlay"
              aria-hidden
              onClick={close}
              className="menu-overlay absolute inset-0 bg-ink/60"
            />
            <div
              ref={panelRef}
              id={panelId}
              role="dialog"
              aria-modal="true"
              aria-label="Menú principal"
              className="menu-panel absolute inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white shadow-2xl"
            >
              <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
                <p className="text-lg font-extrabold text-primary">Menú</p>
                <button
                  type="button"
                  onClick={close}
                  aria-label="Cerrar menú"
                  className="grid size-10 place-items-center rounded-xl text-ink hover:bg-surface"
                >
                  <LineIcon path="M6 6l12 12M18 6 6 18" />
                </button>
              </div>
              <nav aria-label="Menú móvil" className="flex-1 px-3 py-4">
                <ul className="space-y-1">
                  {MOBILE_NAV.map((item, index) => (
                    <li key={item.label} className="menu-item" style={{ animationDelay: `${index * 100}ms` }}>
                      <Link
                        href={item.href}
                        onClick={close}
                        aria-current={
                          pathname === item.href && item.label !== 'Publica con Nosotros' ? 'page' : undefined
                        }
                        className={`block rounded-xl px-4 py-3 text-base font-medium hover:bg-surface aria-[current=page]:bg-surface aria-[current=page]:text-primary ${
                          item.label === 'Publica con Nosotros'
                            ? 'mt-3 bg-secondary text-center font-semibold text-ink hover:bg-secondary hover:brightness-95'
                            : 'text-ink'
                        }`}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="border-t border-slate-200 p-5">
                <a
                  href={paymentsPortalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={close}
                  className="block rounded-xl border-2 border-primary px-4 py-3 text-center font-semibold text-primary hover:bg-primary hover:text-white"
                >
                  Portal Pagos
                </a>
              </div>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}

/** The menu's and the close button's icons: lines drawn on a 24-unit box. */
function LineIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2 [stroke-linecap:round]">
      <path d={path} />
    </svg>
  );
}
