'use client';

import { FormCard } from '@/components/admin/shared/form-card';
import { SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { inviteUserSchema, type AdminUser } from '@/lib/validation/users';

import { adminFetch } from '../api-client';

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
  const { values, setErrors, bind } = useFormValues({ name: '', email: '', role: 'agent' }, { named: false });
  const { busy, failure, submit } = useSubmit({ setErrors, describe: (message) => `Error al invitar: ${message}` });

  const send = () =>
    submit(inviteUserSchema.safeParse(values), async (json) => {
      const { data, message } = await adminFetch<AdminUser>('/api/users', { method: 'POST', json });
      onDone(data, message ?? 'Invitación enviada exitosamente');
    });

  return (
    <FormCard
      titleId="invitar-titulo"
      title="Invitar al equipo"
      className="rounded-2xl border border-primary/30 bg-white p-5 shadow-sm"
      onSubmit={send}
    >
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
          busy={busy}
          label="Enviar invitación"
          busyLabel="Enviando..."
          className="rounded-xl bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
        />
      </div>
    </FormCard>
  );
}
