import type { AdminUser } from '@/lib/validation/users';

export const ROLE_OPTIONS = [
  { value: 'agent', label: 'Asesor' },
  { value: 'admin', label: 'Administrador' },
  { value: 'user', label: 'Visitante' },
] as const;

export const roleName = (role: string) => ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

/** Activa, Inactiva or Invitación pendiente. */
export function AccountBadge({ user }: { user: Pick<AdminUser, 'active' | 'invitationPending'> }) {
  const [text, tone] = !user.active
    ? ['Inactiva', 'bg-rose-100 text-rose-900']
    : user.invitationPending
      ? ['Invitación pendiente', 'bg-amber-100 text-amber-900']
      : ['Activa', 'bg-emerald-100 text-emerald-800'];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}

export function RoleBadge({ role }: { role: string }) {
  const tone =
    role === 'admin'
      ? 'bg-primary text-white'
      : role === 'agent'
        ? 'bg-primary/10 text-primary'
        : 'bg-slate-100 text-slate-700';
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{roleName(role)}</span>
  );
}
