'use client';

import { useEffect } from 'react';

import { takeFlash, type NoticeState } from './notice';

/**
 * Shows the notice another screen left with setFlash (a create, edit or delete on its way here).
 * Next keeps visited routes alive (hidden) and runs effects again each time one is shown, so the
 * notice is picked up then; a tick later, not while the effect runs.
 */
export function useFlash(setNotice: (notice: NoticeState) => void): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const flash = takeFlash();
      if (flash) setNotice(flash);
    });
    return () => clearTimeout(timer);
  }, [setNotice]);
}
