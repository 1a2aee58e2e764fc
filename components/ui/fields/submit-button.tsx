'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A form's submit button, its label while busy. `untilHydrated`: disabled until React has
 * hydrated the form, where a click before that would submit it natively (as a GET that puts the
 * e-mail and password in the URL).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
  disabled = false,
  untilHydrated = false,
}: {
  busy: boolean;
  label: React.ReactNode;
  busyLabel: React.ReactNode;
  className: string;
  disabled?: boolean;
  untilHydrated?: boolean;
}) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <button type="submit" disabled={(untilHydrated && !hydrated) || busy || disabled} className={className}>
      {busy ? busyLabel : label}
    </button>
  );
}
