import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

const MODULES = { a11y: A11y, autoplay: Autoplay, keyboard: Keyboard, pagination: Pagination };

export type SwiperModuleName = keyof typeof MODULES;

/**
 * Starts Swiper on slides already in the page (LazySwiper's markup). This module, with Swiper,
 * is its own chunk: LazySwiper imports it once the page is interactive.
 */
export function startSwiper(container: HTMLElement, modules: SwiperModuleName[], options: SwiperOptions): Swiper {
  const paginationEl = container.querySelector<HTMLElement>(':scope > .swiper-pagination');
  const pagination =
    options.pagination && paginationEl
      ? { ...(options.pagination === true ? {} : options.pagination), el: paginationEl }
      : false;
  return new Swiper(container, { ...options, pagination, modules: modules.map((name) => MODULES[name]) });
}
