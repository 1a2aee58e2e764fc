'use client';

import Link from 'next/link';
import { useState } from 'react';

import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { patchBinder } from '@/components/ui/fields/bind';
import { CheckboxField } from '@/components/ui/fields/choice';
import { SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook, inlineCheckLook } from '@/components/ui/fields/looks';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { checkedBy, useSubmit } from '@/components/ui/fields/use-submit';
import { isStaffRole } from '@/lib/domain/users';
import type { AdminUser } from '@/lib/validation/users';

import { adminFetch } from '../api-client';
import { Section } from '../section';
import { AccountBadge, ROLE_OPTIONS } from './labels';
import { ProfileFields } from './profile-fields';
import { checkProfile, toProfileValues, type ProfileErrors, type ProfileValues } from './profile-values';

type Account = { name: string; email: string; role: string; active: boolean };

/**
 * An account and its public profile. `admin`: an admin's edit of anyone (/admin/users/{id}: name,
 * e-mail, role, status); otherwise the signed-in staff member's own (/admin/perfil).
 */
export function AccountForm({ url, admin }: { url: string; admin: boolean }) {
  const loaded = useLoad<AdminUser>(url);
  const user = loaded.data;
  if (loaded.error) return <Notice notice={{ kind: 'error', text: `Error al cargar la cuenta: ${loaded.error}` }} />;
  if (!user)
    return (
      <p role="status" className="py-24 text-center text-muted">
        Cargando cuenta...
      </p>
    );
  return <Editor key={user.id} initial={user} url={url} admin={admin} />;
}

function Editor({ initial, url, admin }: { initial: AdminUser; url: string; admin: boolean }) {
  const [user, setUser] = useState(initial);
  const [account, setAccount] = useState<Account>({
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
  });
  const [profile, setProfile] = useState<ProfileValues>(toProfileValues(user.agent));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy: saving, submit } = useSubmit({
    setErrors,
    invalid: 'Revisa los campos marcados antes de guardar.',
    describe: (message) => `Error al guardar: ${message}`,
    onFailure: (text) => setNotice({ kind: 'error', text }),
  });
  const staff = isStaffRole(account.role);
  const bind = patchBinder(account, {}, (patch) => setAccount({ ...account, ...patch }));

  function save(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkProfile(profile);
    const found = 'errors' in checked ? checked.errors : {};
    void submit(checkedBy('patch' in checked ? checked.patch : null, found), async (patch) => {
      const body = admin ? { ...account, agent: patch } : { name: account.name, agent: patch };
      const { data, message } = await adminFetch<AdminUser>(url, { method: 'PATCH', json: body });
      setNotice({ kind: 'success', text: message ?? 'Guardado' });
      setUser(data);
      setProfile(toProfileValues(data.agent));
    });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{admin ? user.name : 'Mi perfil'}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            {user.email} <AccountBadge user={user} />
          </p>
        </div>
        <div className="flex gap-4 text-sm font-semibold">
          {user.role === 'agent' && user.active && !user.invitationPending && user.agent.slug && (
            <a
              href={`/asesores/${user.agent.slug}`}
              target="_blank"
              rel="noopener"
              className="text-primary hover:underline"
            >
              Ver página pública
            </a>
          )}
          {admin && (
            <Link href="/admin/users" className="text-primary hover:underline">
              Volver a usuarios
            </Link>
          )}
        </div>
      </div>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      <Section title="Cuenta">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField look={adminLook} label="Nombre" {...bind('name')} />
          <TextField
            look={adminLook}
            label="Email de acceso"
            hint={admin ? undefined : 'Lo cambia un administrador.'}
            type="email"
            disabled={!admin}
            {...bind('email')}
          />
          {admin && <SelectField look={adminLook} label="Rol" options={ROLE_OPTIONS} {...bind('role')} />}
          {admin && (
            <CheckboxField
              look={inlineCheckLook}
              className="self-end pb-2 font-medium"
              checked={account.active}
              onChange={(active) => setAccount({ ...account, active })}
            >
              Cuenta activa (desactivarla cierra sus sesiones al instante)
            </CheckboxField>
          )}
        </div>
      </Section>
      {staff && (
        <Section title="Perfil público de asesor">
          <ProfileFields
            values={profile}
            errors={errors}
            set={(patch) => {
              setProfile((current) => ({ ...current, ...patch }));
              setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
            }}
          />
        </Section>
      )}
      <div className="flex justify-end">
        <SubmitButton
          busy={saving}
          label="Guardar cambios"
          busyLabel="Guardando..."
          className="rounded-xl bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
        />
      </div>
    </form>
  );
}
