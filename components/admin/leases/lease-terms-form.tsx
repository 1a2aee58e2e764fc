'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { FormCard } from '@/components/admin/shared/form-card';
import type { NoticeState } from '@/components/admin/shared/notice';
import { TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import type { ContactChannel } from '@/lib/domain/rentals/types';
import { leasePatchSchema } from '@/lib/validation/leases';

import type { ApiLease } from './api-types';
import { panel } from './lease-panel';
import { ChannelsField, group, GuaranteeFields, TermFields } from './lease-shared-fields';
import { errorsByPath } from './lease-sign-form';
import { emptyCoSigner } from './sign-values';
import { termsBody, termsCoSigners, termsValues, type EditedCoSigner, type TermsKey } from './terms-values';

const legend = 'mb-3 text-sm font-semibold text-ink';

/**
 * "Editar condiciones" (PATCH /api/leases/{id}): the tenant's phone and e-mail, the channels they
 * authorised for collection (Ley 2300), the guarantee (personal only, art. 16), the administración
 * of later charges, grace days, commission and commercial value (art. 18). Never the canon: that
 * is an increase. Closed until asked for, like the termination.
 */
export function LeaseTermsForm({
  lease,
  onSaved,
}: {
  lease: ApiLease;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div className={panel}>
        <button type="button" onClick={() => setOpen(true)} className={`${secondaryButton} w-full`}>
          Editar condiciones del contrato
        </button>
      </div>
    );
  return (
    <TermsForm
      lease={lease}
      onClose={() => setOpen(false)}
      onSaved={(notice) => {
        setOpen(false);
        onSaved(notice);
      }}
    />
  );
}

function TermsForm({
  lease,
  onClose,
  onSaved,
}: {
  lease: ApiLease;
  onClose: () => void;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const { values, errors, setErrors, bind } = useFormValues<TermsKey>(termsValues(lease));
  const [coSigners, setCoSigners] = useState<EditedCoSigner[]>(() => {
    const people = termsCoSigners(lease);
    return people.length > 0 ? people : [emptyCoSigner()];
  });
  const [channels, setChannels] = useState<ContactChannel[]>(lease.contactChannels);
  const { busy, failure, submit } = useSubmit({ setErrors, errorsOf: errorsByPath });
  const type = values['guarantee.type'];

  const save = () =>
    submit(leasePatchSchema.safeParse(termsBody(values, coSigners, channels)), async (json) => {
      const sent = await adminFetch(`/api/leases/${lease.id}`, { method: 'PATCH', json });
      onSaved({ kind: 'success', text: sent.message ?? LEASE_MESSAGES.updated });
    });

  return (
    <FormCard
      titleId="condiciones-titulo"
      title="Editar condiciones del contrato"
      titleClassName="font-semibold text-ink"
      className={panel}
      onSubmit={save}
      failure={failure}
      actions={{ busy, label: 'Guardar condiciones', onCancel: onClose }}
    >
      <p className="text-sm text-muted">
        El canon cambia solo con un incremento; la administración nueva se cobra desde el próximo periodo.
      </p>
      <fieldset>
        <legend className={legend}>Arrendatario</legend>
        <div className={group}>
          <TextField look={adminLook} label="Teléfono" type="tel" autoComplete="off" {...bind('tenant.phone')} />
          <TextField look={adminLook} label="Email" type="email" autoComplete="off" {...bind('tenant.email')} />
        </div>
        <div className="mt-4">
          <ChannelsField channels={channels} onChange={setChannels} error={errors.contactChannels} />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>Garantía</legend>
        <GuaranteeFields type={type} bind={bind} coSigners={coSigners} onCoSigners={setCoSigners} errors={errors} />
      </fieldset>
      <fieldset>
        <legend className={legend}>Condiciones</legend>
        <div className={group}>
          <TermFields bind={bind} />
        </div>
      </fieldset>
    </FormCard>
  );
}
