'use client';

import Image from 'next/image';
import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

import { LazySwiper } from '../ui/lazy-swiper';

type Photo = { url: string; alt: string };

const arrow =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-ink shadow-lg ring-1 ring-slate-200 hover:text-primary';

/**
 * The gallery: one photo at a time, wrapping at both ends (Swiper `rewind`), arrow keys,
 * previous/next buttons, a counter and thumbnails; a placeholder when there are no photos.
 */
export function PropertyGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const area = useRef<HTMLElement>(null);
  // A control used before Swiper has started (it starts on the first touch of the gallery) acts once it has.
  const pending = useRef<((swiper: SwiperInstance) => void) | null>(null);
  const act = (action: (swiper: SwiperInstance) => void) => (swiper ? action(swiper) : (pending.current = action));
  const started = (instance: SwiperInstance) => {
    setSwiper(instance);
    pending.current?.(instance);
    pending.current = null;
  };

  if (photos.length === 0) {
    return (
      <div
        className="grid aspect-[16/10] place-items-center rounded-2xl bg-surface text-muted"
        data-testid="gallery-placeholder"
      >
        <span className="flex flex-col items-center gap-2">
          <svg aria-hidden viewBox="0 0 24 24" className="size-12 fill-none stroke-current stroke-[1.5]">
            <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9h.01" />
          </svg>
          Sin imágenes disponibles
        </span>
      </div>
    );
  }

  return (
    <section ref={area} aria-roledescription="carrusel" aria-label={`Fotos de ${title}`}>
      <div className="relative overflow-hidden rounded-2xl bg-surface">
        <LazySwiper
          modules={['keyboard', 'a11y']}
          options={{
            rewind: true,
            keyboard: { enabled: true },
            a11y: {
              prevSlideMessage: 'Foto anterior',
              nextSlideMessage: 'Foto siguiente',
              slideLabelMessage: 'Foto {{index}} de {{slidesLength}}',
            },
          }}
          // Most visitors look at the first photo only: Swiper's 87 KB and its start wait for a touch.
          startOn="touch"
          touchArea={area}
          onSwiper={started}
          onSlideChange={(s) => setIndex(s.realIndex)}
          className="aspect-[16/10]"
          slides={photos.map((photo, i) => (
            <Image
              key={photo.url + i}
              src={photo.url}
              alt={photo.alt || `${title}, foto ${i + 1}`}
              fill
              // The first photo is the page's largest paint; it streams in, so no <head> preload.
              fetchPriority={i === 0 ? 'high' : 'auto'}
              loading={i === 0 ? 'eager' : 'lazy'}
              sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
              className="object-cover"
            />
          ))}
        />
        {photos.length > 1 && (
          <>
            <button
              type="button"
              aria-label="Foto anterior"
              className={`${arrow} left-3`}
              onClick={() => act((s) => s.slidePrev())}
            >
              <span aria-hidden>‹</span>
            </button>
            <button
              type="button"
              aria-label="Foto siguiente"
              className={`${arrow} right-3`}
              onClick={() => act((s) => s.slideNext())}
            >
              <span aria-hidden>›</span>
            </button>
          </>
        )}
        <p
          className="absolute bottom-3 right-3 z-10 rounded-full bg-ink/80 px-3 py-1 text-sm font-semibold text-white"
          data-testid="gallery-counter"
          aria-live="polite"
        >
          {index + 1} / {photos.length}
        </p>
      </div>
      {photos.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
          {photos.map((photo, i) => (
            <li key={photo.url + i} className="shrink-0">
              <button
                type="button"
                aria-label={`Ver foto ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => act((s) => s.slideTo(i))}
                className={`relative block h-16 w-24 overflow-hidden rounded-lg ring-2 ${i === index ? 'ring-primary' : 'ring-transparent opacity-80 hover:opacity-100'}`}
              >
                <Image src={photo.url} alt="" fill sizes="96px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
