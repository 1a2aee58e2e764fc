'use client';

import { useEffect, useRef, useState } from 'react';

/** A YouTube or Vimeo page URL as its embeddable player; anything else plays in <video>. */
export function videoEmbedUrl(url: string): string | null {
  const youtube = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = url.match(/vimeo\.com\/(?:video\/)?(\d+)/);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

/**
 * 'Ver video' and its modal (only when the property has a video). It closes on the
 * backdrop, the close button and Escape, and gives focus back to the opener.
 */
export function VideoModal({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const embed = videoEmbedUrl(url);

  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    const button = opener.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previous;
      button?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-full bg-secondary px-5 py-2.5 font-semibold text-ink shadow hover:brightness-95"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-current">
          <path d="M8 5v14l11-7z" />
        </svg>
        Ver video
      </button>
      {open && (
        <div
          className="fixed inset-0 z-50 grid place-items-center bg-black/75 p-4"
          data-testid="video-backdrop"
          onClick={(event) => event.target === event.currentTarget && setOpen(false)}
        >
          <div role="dialog" aria-modal="true" aria-label={`Video de ${title}`} className="relative w-full max-w-4xl">
            <button
              ref={closer}
              type="button"
              onClick={() => setOpen(false)}
              className="absolute -top-12 right-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink"
            >
              Cerrar video
            </button>
            <div className="aspect-video overflow-hidden rounded-xl bg-black">
              {embed ? (
                <iframe
                  src={embed}
                  title={`Video de ${title}`}
                  className="size-full"
                  allow="autoplay; encrypted-media; picture-in-picture"
                  allowFullScreen
                />
              ) : (
                <video src={url} controls className="size-full" aria-label={`Video de ${title}`}>
                  <track kind="captions" />
                </video>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
