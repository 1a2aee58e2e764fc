'use client';

import { useState } from 'react';

import { SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { inviteUserSchema, type AdminUser } from '@/lib/validation/users';

import { adminFetch } from '../api-client';

type Errors = Partial<Record<'name' | 'email' | 'role', string>>;
const ROLES = [
  ['agent', 'Asesor'],
  ['admin', 'Administrador'],
] as const;

/** Invites a staff member: the API creates the account and e-mails them a set-password link. */
export function InviteForm({
  onDone,
  onCancel,
}: {
  onDone: (user: AdminUser, message: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({ name: '', email: '', role: 'agent' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = inviteUserSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setSending(true);
    setFailure('');
    try {
      const { data, message } = await adminFetch<AdminUser>('/api/users', { method: 'POST', json: parsed.data });
      onDone(data, message ?? 'Invitación enviada exitosamente');
    } catch (error) {
      setFailure(`Error al invitar: ${(error as Error).message}`);
    } finally {
      setSending(false);
    }
  }

  const bind = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [key]: e.target.value });
      setErrors({ ...errors, [key]: undefined });
    },
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="invitar-titulo"
      className="rounded-2xl border border-primary/30 bg-white p-5 shadow-sm"
    >
      <h2 id="invitar-titulo" className="text-lg font-semibold text-ink">
        Invitar al equipo
      </h2>
      <p className="mt-1 text-sm text-muted">
        Recibirá un email con un enlace de un solo uso, válido 7 días, para crear su contraseña.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_12rem]">
        <TextField look={adminLook} label="Nombre" autoComplete="off" {...bind('name')} />
        <TextField look={adminLook} label="Email" type="email" autoComplete="off" {...bind('email')} />
        <SelectField look={adminLook} label="Rol" options={ROLES} {...bind('role')} />
      </div>
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {failure}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-ink"
        >
          Cancelar
        </button>
        <SubmitButton
          busy={sending}
          label="Enviar invitación"
          busyLabel="Enviando..."
          className="rounded-xl bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
        />
      </div>
    </form>
  );
}
