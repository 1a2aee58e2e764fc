'use client';

import { useRef, useState } from 'react';

import { useDismiss } from '@/components/ui/use-dismiss';
import type { PublicUser } from '@/lib/domain/users';

import { LogoutButton } from './logout-button';
import { roleLabel } from './nav';

/** Header menu with the user's name, e-mail and role; closes on an outside click or Escape. */
export function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, ref, () => setOpen(false));

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-3 text-sm font-medium hover:bg-surface"
      >
        <span aria-hidden className="grid size-8 place-items-center rounded-full bg-primary text-white">
          {user.name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{user.name}</span>
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <p className="font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
          <span className="mt-2 inline-block rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
            {roleLabel(user.role)}
          </span>
          <LogoutButton className="mt-3 w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50" />
        </div>
      )}
    </div>
  );
}
