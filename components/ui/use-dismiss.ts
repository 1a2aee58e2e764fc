'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `open`, a pointer press outside `inside` or the Escape key calls `close` with which it was. */
export function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  close: (reason: 'outside' | 'escape') => void,
): void {
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) onClose('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, inside]);
}
