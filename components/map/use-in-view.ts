'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is on screen (or within `margin` of it) and stays true: a map is loaded
 * only when a visitor can see it. An element hidden with display:none never intersects, so the
 * phone's folded map costs nothing until it is opened. Observers report after hydration, which
 * the page cache starts only after the first paint.
 */
export function useInView<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, margin]);
  return [ref, inView] as const;
}
