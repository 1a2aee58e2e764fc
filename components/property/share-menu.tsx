'use client';

import { useId, useRef, useState } from 'react';

import { useDismiss } from '@/components/ui/use-dismiss';
import { shareLinks } from '@/lib/share-links';

const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-surface focus:bg-surface';

/**
 * 'Compartir': the browser's share sheet (Web Share API) where there is one; otherwise a
 * disclosure with WhatsApp, Facebook, X, e-mail and copy link, each with the canonical URL.
 * Escape (focus back on the button) and a press outside close it.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, root, (reason) => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  });

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    setOpen((v) => !v);
  }

  async function copy() {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000); // copy feedback 2 s
  }

  return (
    <div ref={root} className="relative inline-block">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => void share()}
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-primary"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v14" />
        </svg>
        Compartir
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="absolute left-0 z-20 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul aria-label="Compartir este inmueble">
          {shareLinks(url, title).map((link) => (
            <li key={link.id}>
              <a
                href={link.href}
                target={link.id === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                data-share={link.id}
                className={itemClass}
              >
                {link.label}
                {link.id !== 'email' && <span className="sr-only"> (se abre en una pestaña nueva)</span>}
              </a>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void copy()} className={itemClass} data-share="copy">
              Copiar enlace
            </button>
          </li>
        </ul>
        <p role="status" className="px-3 pt-1 text-xs text-muted">
          {copied ? 'Enlace copiado' : ''}
        </p>
      </div>
    </div>
  );
}
