'use client';

import { Children, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import 'swiper/css/pagination';

import { LazySwiper } from '../ui/lazy-swiper';

export interface CarouselOptions {
  /** Slides per view by min-width (px): { 0: 1, 768: 2 }. */
  perView: Record<number, number>;
  /** Gap between slides, px. */
  gap: number;
  /** Move a whole view at a time (the featured carousel: three cards per slide). */
  group?: boolean;
  loop?: boolean;
  /** Auto-advance delay in ms (paused on hover and while focused). */
  autoplayMs?: number;
}

function Arrow({
  direction,
  label,
  swiper,
}: {
  direction: 'prev' | 'next';
  label: string;
  swiper: SwiperInstance | null;
}) {
  return (
    <button
      type="button"
      onClick={() => (direction === 'prev' ? swiper?.slidePrev() : swiper?.slideNext())}
      disabled={!swiper}
      aria-label={label}
      className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-primary shadow-sm transition hover:border-primary hover:bg-primary hover:text-white"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-5 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
      >
        <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

/** Per-view and gap as CSS variables: slides have their final width before swiper starts (no jump). */
function preInitStyle(options: CarouselOptions): React.CSSProperties {
  const vars: Record<string, string> = { '--gap': `${options.gap}px` };
  for (const [width, perView] of Object.entries(options.perView)) vars[`--pv-${width}`] = String(perView);
  return vars as React.CSSProperties;
}

/**
 * A swiper carousel of server-rendered slides with Spanish labels, arrows and clickable
 * indicators (`controls`), keyboard support and SPEC's per-view breakpoints.
 */
export function Carousel({
  label,
  options,
  controls = true,
  children,
  testId,
}: {
  label: string;
  options: CarouselOptions;
  controls?: boolean;
  children: React.ReactNode;
  testId?: string;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const breakpoints = Object.fromEntries(
    Object.entries(options.perView).map(([width, perView]) => [
      width,
      { slidesPerView: perView, slidesPerGroup: options.group ? perView : 1 },
    ]),
  );
  return (
    <div className="carousel" data-testid={testId} style={preInitStyle(options)}>
      <LazySwiper
        modules={['a11y', 'keyboard', 'pagination', ...(options.autoplayMs ? (['autoplay'] as const) : [])]}
        onSwiper={setSwiper}
        options={{
          breakpoints,
          spaceBetween: options.gap,
          watchSlidesProgress: true,
          loop: Boolean(options.loop),
          autoplay: options.autoplayMs
            ? { delay: options.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
            : false,
          keyboard: { enabled: controls, onlyInViewport: true },
          pagination: controls ? { clickable: true } : false,
          allowTouchMove: controls,
          a11y: {
            containerMessage: label,
            containerRoleDescriptionMessage: 'carrusel',
            itemRoleDescriptionMessage: 'diapositiva',
            slideLabelMessage: '{{index}} de {{slidesLength}}',
            paginationBulletMessage: 'Ir a la diapositiva {{index}}',
            firstSlideMessage: 'Primera diapositiva',
            lastSlideMessage: 'Última diapositiva',
            prevSlideMessage: 'Anterior',
            nextSlideMessage: 'Siguiente',
          },
        }}
        className={controls ? '!pb-12' : ''}
        slides={Children.toArray(children)}
        slideClassName="!h-auto"
      />
      {controls && (
        <div className="mt-2 flex justify-center gap-3">
          <Arrow direction="prev" label="Anterior" swiper={swiper} />
          <Arrow direction="next" label="Siguiente" swiper={swiper} />
        </div>
      )}
    </div>
  );
}
