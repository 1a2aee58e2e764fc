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
  /**
   * `near` (the default): Swiper starts when the slides come within a screen of the view.
   * `touch`: it starts on the visitor's first interaction with `touchArea` (pointer, touch, focus,
   * hover, key) or an arrow key while the slides are in view; a swipe or arrow key made before it
   * has started is replayed once it has. For a carousel in the first view that most visitors never
   * touch: its server-rendered first slide is what they see either way.
   */
  startOn?: 'near' | 'touch';
  /** The element whose interaction starts Swiper (`touch`): the carousel with its controls. */
  touchArea?: React.RefObject<HTMLElement | null>;
  /** Called once Swiper has started: controls act through this instance. */
  onSwiper?: (swiper: SwiperInstance) => void;
  onSlideChange?: (swiper: SwiperInstance) => void;
}

type Replay = ((swiper: SwiperInstance) => void) | null;

const SWIPE_PX = 40;
const INTERACTIONS = ['pointerdown', 'touchstart', 'mouseenter', 'focusin', 'keydown'] as const;

/**
 * Calls `start` on the first interaction with `area`, or an arrow key while `slides` is in view.
 * The returned function removes the listeners, once a swipe begun before Swiper ran has ended.
 */
function onFirstTouch(area: HTMLElement, slides: HTMLElement, start: (replay: Replay) => void): () => void {
  const options = { passive: true, capture: true } as const;
  let from: { x: number; y: number } | null = null;
  let detached = false;
  const begin = () => start(null);
  // A swipe begun on the still plain slides (Swiper, started mid-way, would miss it): its
  // direction is replayed once Swiper runs.
  const down = (event: TouchEvent | MouseEvent) => {
    if (detached) return;
    const point = 'touches' in event ? event.touches[0] : event;
    from = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const up = (event: TouchEvent | MouseEvent) => {
    const point = 'changedTouches' in event ? event.changedTouches[0] : event;
    const begun = from;
    from = null;
    if (detached) remove();
    if (!begun || !point) return;
    const dx = point.clientX - begun.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(point.clientY - begun.y)) return;
    start((swiper) => (dx < 0 ? swiper.slideNext() : swiper.slidePrev()));
  };
  // Swiper's keyboard module moves any carousel in view on ← and →, not only a focused one.
  const key = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    const box = slides.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) return;
    start((swiper) => (event.key === 'ArrowRight' ? swiper.slideNext() : swiper.slidePrev()));
  };
  // A mouse drag on a photo would start the browser's image drag and never end in a mouseup.
  const noDrag = (event: DragEvent) => event.preventDefault();
  const remove = () => {
    slides.removeEventListener('dragstart', noDrag);
    slides.removeEventListener('touchstart', down, options);
    slides.removeEventListener('mousedown', down, options);
    slides.removeEventListener('touchend', up, options);
    slides.removeEventListener('mouseup', up, options);
  };
  for (const type of INTERACTIONS) area.addEventListener(type, begin, options);
  slides.addEventListener('touchstart', down, options);
  slides.addEventListener('mousedown', down, options);
  slides.addEventListener('touchend', up, options);
  slides.addEventListener('mouseup', up, options);
  slides.addEventListener('dragstart', noDrag);
  document.addEventListener('keydown', key);
  return () => {
    detached = true;
    for (const type of INTERACTIONS) area.removeEventListener(type, begin, options);
    document.removeEventListener('keydown', key);
    if (!from) remove();
  };
}

/**
 * Slides in Swiper's markup, rendered on the server; Swiper is loaded and started on those very
 * elements once the page is interactive and the slides are within a screen of the view (or are
 * touched, `startOn="touch"`), so nothing moves and neither the first paint nor the page's start
 * waits for it.
 */
export function LazySwiper({
  options,
  modules = [],
  slides,
  className = '',
  slideClassName = '',
  startOn = 'near',
  touchArea,
  onSwiper,
  onSlideChange,
}: LazySwiperProps) {
  const container = useRef<HTMLDivElement>(null);
  // Swiper is started once, with the first render's options and callbacks.
  const start = useRef({ options, modules, onSwiper, onSlideChange, startOn, touchArea });

  useEffect(() => {
    let swiper: SwiperInstance | undefined;
    let unmounted = false;
    let loading = false;
    let replay: Replay = null;
    const element = container.current;
    if (!element) return;
    // Gestures made before Swiper runs are queued (the last one is replayed); once it runs, Swiper
    // handles them itself and the listeners go.
    let detach = () => undefined as void;
    const load = (then: Replay = null) => {
      if (swiper) return then?.(swiper);
      if (then) replay = then;
      if (loading) return;
      loading = true;
      void import('./swiper-start')
        .then(({ startSwiper }) => {
          if (unmounted) return;
          detach();
          const { options, modules, onSwiper, onSlideChange } = start.current;
          swiper = startSwiper(element, modules, options);
          if (onSlideChange) swiper.on('slideChange', onSlideChange);
          onSwiper?.(swiper);
          replay?.(swiper);
          replay = null;
        })
        // The chunk did not load (a new deploy, a lost connection): the first view stays as it is.
        .catch(() => undefined);
    };
    const { startOn, touchArea } = start.current;
    if (startOn === 'touch') {
      detach = onFirstTouch(touchArea?.current ?? element, element, load);
      return () => {
        unmounted = true;
        detach();
        swiper?.destroy(true, true);
      };
    }
    // Swiper's code and its start (slides measured, a loop's clones made) only for a carousel
    // within a screen of the visitor's view: the home's two are far below the first one.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        load();
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
