import Image from 'next/image';
import Link from 'next/link';

import { formatShortDate } from '@/lib/format';
import type { AdminUser } from '@/lib/validation/users';

import { AccountBadge, RoleBadge } from './labels';

export type UserAction = 'deactivate' | 'reactivate' | 'resend';

const button = 'rounded-lg border px-3 py-1.5 text-xs font-semibold disabled:opacity-50';
/** A card on a phone, a row of three columns on a wide screen. */
const ROW = 'grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center';

/** An active account can be deactivated; an inactive one, reactivated. */
const TOGGLES = {
  deactivate: {
    action: 'deactivate',
    label: 'Desactivar',
    className: 'border-rose-200 text-rose-700 hover:bg-rose-50',
  },
  reactivate: {
    action: 'reactivate',
    label: 'Reactivar',
    className: 'border-emerald-300 text-emerald-800 hover:bg-emerald-50',
  },
} as const;

function Actions({ user, busy, onAction }: { user: AdminUser; busy: boolean; onAction: (a: UserAction) => void }) {
  const toggle = TOGGLES[user.active ? 'deactivate' : 'reactivate'];
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/admin/users/${user.id}`}
        className={`${button} border-slate-300 text-primary hover:border-primary`}
        aria-label={`Editar ${user.name}`}
      >
        Editar
      </Link>
      {user.invitationPending && user.active && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onAction('resend')}
          className={`${button} border-slate-300 text-ink`}
        >
          Reenviar invitación
        </button>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => onAction(toggle.action)}
        className={`${button} ${toggle.className}`}
        aria-label={`${toggle.label} a ${user.name}`}
      >
        {toggle.label}
      </button>
    </div>
  );
}

/** The accounts, one card each (a row on wide screens). */
export function UserRows({
  users,
  busy,
  onAction,
}: {
  users: AdminUser[];
  busy: string | null;
  onAction: (user: AdminUser, action: UserAction) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {users.map((user) => (
        <li key={user.id} data-testid="user-row" className={ROW}>
          <div className="flex min-w-0 items-center gap-3">
            {user.agent.photo ? (
              <Image
                src={user.agent.photo}
                alt=""
                width={40}
                height={40}
                sizes="40px"
                className="size-10 rounded-full object-cover"
              />
            ) : (
              <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-white">
                {user.name.charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">{user.name}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <RoleBadge role={user.role} />
            <AccountBadge user={user} />
            <span>{user.lastLoginAt ? `Último ingreso ${formatShortDate(user.lastLoginAt)}` : 'Sin ingresos'}</span>
          </div>
          <Actions user={user} busy={busy === user.id} onAction={(action) => onAction(user, action)} />
        </li>
      ))}
    </ul>
  );
}
