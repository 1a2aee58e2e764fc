'use client';

import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';

import type { SwiperModuleName } from './swiper-start';

import 'swiper/css';

export interface LazySwiperProps {
  options: Omit<SwiperOptions, 'modules'>;
  modules?: SwiperModuleName[];
  slides: React.ReactNode[];
  className?: string;
  slideClassName?: string;
  /** Called once Swiper has started: controls act through this instance. */
  onSwiper?: (swiper: SwiperInstance) => void;
  onSlideChange?: (swiper: SwiperInstance) => void;
}

/**
 * Slides in Swiper's markup, rendered on the server; Swiper is loaded and started on those very
 * elements once the page is interactive and the slides are within a screen of the view, so nothing
 * moves and neither the first paint nor the page's start waits for it.
 */
export function LazySwiper({
  options,
  modules = [],
  slides,
  className = '',
  slideClassName = '',
  onSwiper,
  onSlideChange,
}: LazySwiperProps) {
  const container = useRef<HTMLDivElement>(null);
  // Swiper is started once, with the first render's options and callbacks.
  const start = useRef({ options, modules, onSwiper, onSlideChange });

  useEffect(() => {
    let swiper: SwiperInstance | undefined;
    let unmounted = false;
    const element = container.current;
    if (!element) return;
    const load = () =>
      import('./swiper-start')
        .then(({ startSwiper }) => {
          if (unmounted) return;
          const { options, modules, onSwiper, onSlideChange } = start.current;
          swiper = startSwiper(element, modules, options);
          if (onSlideChange) swiper.on('slideChange', onSlideChange);
          onSwiper?.(swiper);
        })
        // The chunk did not load (a new deploy, a lost connection): the first view stays as it is.
        .catch(() => undefined);
    // Swiper's code and its start (slides measured, a loop's clones made) only for a carousel
    // within a screen of the visitor's view: the home's two are far below the first one.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void load();
      },
      { rootMargin: '100% 0px' },
    );
    near.observe(element);
    return () => {
      unmounted = true;
      near.disconnect();
      swiper?.destroy(true, true);
    };
  }, []);

  return (
    <div ref={container} className={`swiper ${className}`}>
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div key={index} className={`swiper-slide ${slideClassName}`}>
            {slide}
          </div>
        ))}
      </div>
      {options.pagination ? <div className="swiper-pagination" /> : null}
    </div>
  );
}
