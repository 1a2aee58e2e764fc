'use client';

import { Children, useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';

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

function Arrow({ direction, label, onClick }: { direction: 'prev' | 'next'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-primary shadow-sm transition hover:border-primary hover:bg-primary hover:text-white"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]">
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
 * Swiper's A11y and Autoplay modules read the clock when the instance is built, which swiper/react
 * does while rendering; on the server that read turned the prerendered home into an empty
 * boundary that only JavaScript filled (React error #419). They only act in the browser, so the
 * server builds the instance without them; the rendered markup is the same.
 */
function modules(options: CarouselOptions) {
  if (typeof window === 'undefined') return [Keyboard, Pagination];
  return [A11y, Keyboard, Pagination, ...(options.autoplayMs ? [Autoplay] : [])];
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
      <Swiper
        modules={modules(options)}
        onSwiper={setSwiper}
        breakpoints={breakpoints}
        spaceBetween={options.gap}
        watchSlidesProgress
        loop={Boolean(options.loop)}
        autoplay={options.autoplayMs ? { delay: options.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        keyboard={{ enabled: controls, onlyInViewport: true }}
        pagination={controls ? { clickable: true } : false}
        allowTouchMove={controls}
        a11y={{
          containerMessage: label,
          containerRoleDescriptionMessage: 'carrusel',
          itemRoleDescriptionMessage: 'diapositiva',
          slideLabelMessage: '{{index}} de {{slidesLength}}',
          paginationBulletMessage: 'Ir a la diapositiva {{index}}',
          firstSlideMessage: 'Primera diapositiva',
          lastSlideMessage: 'Última diapositiva',
          prevSlideMessage: 'Anterior',
          nextSlideMessage: 'Siguiente',
        }}
        className={controls ? '!pb-12' : ''}
      >
        {Children.toArray(children).map((child, index) => (
          <SwiperSlide key={index} className="!h-auto">
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      {controls && (
        <div className="mt-2 flex justify-center gap-3">
          <Arrow direction="prev" label="Anterior" onClick={() => swiper?.slidePrev()} />
          <Arrow direction="next" label="Siguiente" onClick={() => swiper?.slideNext()} />
        </div>
      )}
    </div>
  );
}
