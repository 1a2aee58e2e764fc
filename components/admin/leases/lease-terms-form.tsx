'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { CheckList } from '@/components/admin/shared/check-list';
import { FormCard } from '@/components/admin/shared/form-card';
import type { NoticeState } from '@/components/admin/shared/notice';
import { NumberField, PesosField, SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { CONTACT_CHANNELS, GUARANTEE_TYPES, type ContactChannel } from '@/lib/domain/rentals/types';
import { leasePatchSchema } from '@/lib/validation/leases';

import type { ApiLease } from './api-types';
import { CoSignersFields } from './co-signers-fields';
import { CHANNEL_LABELS, GUARANTEE_LABELS } from './labels';
import { panel } from './lease-panel';
import { errorsByPath } from './lease-sign-form';
import { emptyCoSigner } from './sign-values';
import { termsBody, termsCoSigners, termsValues, type EditedCoSigner, type TermsKey } from './terms-values';

const GUARANTEES = GUARANTEE_TYPES.map((type) => [type, GUARANTEE_LABELS[type]] as const);
const group = 'grid gap-4 sm:grid-cols-2';
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

  const toggle = (channel: ContactChannel, on: boolean) =>
    setChannels((current) => (on ? [...current, channel] : current.filter((c) => c !== channel)));

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
          <CheckList
            legend="Canales autorizados para el cobro (Ley 2300 de 2023)"
            columns="grid-cols-2 sm:grid-cols-4"
            error={errors.contactChannels}
            items={CONTACT_CHANNELS.map((channel) => ({
              name: 'contactChannels',
              value: channel,
              checked: channels.includes(channel),
              onChange: (on: boolean) => toggle(channel, on),
              children: CHANNEL_LABELS[channel],
            }))}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>Garantía</legend>
        <div className="space-y-4">
          <SelectField look={adminLook} label="Tipo de garantía" options={GUARANTEES} {...bind('guarantee.type')} />
          {type === 'codeudor' && <CoSignersFields value={coSigners} onChange={setCoSigners} errors={errors} />}
          {type === 'afianzadora' && (
            <div className={group}>
              <TextField look={adminLook} label="Afianzadora" autoComplete="off" {...bind('guarantee.insurer.name')} />
              <TextField
                look={adminLook}
                label="Número de póliza"
                autoComplete="off"
                {...bind('guarantee.insurer.policyNumber')}
              />
            </div>
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>Condiciones</legend>
        <div className={group}>
          <PesosField look={adminLook} label="Administración" autoComplete="off" {...bind('adminFee')} />
          <NumberField
            look={adminLook}
            label="Días de gracia"
            min={0}
            step={1}
            hint="Cada cobro vence estos días después de empezar su periodo."
            {...bind('graceDays')}
          />
          <TextField
            look={adminLook}
            label="Comisión de administración (%)"
            inputMode="decimal"
            autoComplete="off"
            {...bind('commissionPercent')}
          />
          <PesosField
            look={adminLook}
            label="Valor comercial del inmueble"
            optional
            autoComplete="off"
            hint="Con él se verifica que el canon no pase del 1 % (Ley 820 de 2003, art. 18)."
            {...bind('commercialValue')}
          />
        </div>
      </fieldset>
    </FormCard>
  );
}
