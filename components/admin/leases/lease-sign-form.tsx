'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { FormCard } from '@/components/admin/shared/form-card';
import { setFlash } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { CheckboxField } from '@/components/ui/fields/choice';
import { DateField, NumberField, PesosField, SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook, consentCheckLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit, type Issue } from '@/components/ui/fields/use-submit';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '@/lib/domain/owners';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import type { ContactChannel } from '@/lib/domain/rentals/types';
import { bogotaDay } from '@/lib/domain/visits';
import { formatPrice } from '@/lib/format';
import { leaseCreateSchema } from '@/lib/validation/leases';
import type { ApiProperty } from '@/lib/validation/property-response';

import { ChannelsField, group, GuaranteeFields, TermFields } from './lease-shared-fields';
import { emptyCoSigner, initialSignValues, signBody, type CoSignerValues, type SignKey } from './sign-values';

const DOCUMENTS = DOCUMENT_TYPES.map((type) => [type, `${type} · ${DOCUMENT_TYPE_LABELS[type]}`] as const);
const legend = 'mb-3 text-base font-semibold text-ink';

/** Field errors by their dotted path ("tenant.documentNumber"), as the API names them. */
export const errorsByPath = (issues: ReadonlyArray<Issue>) => {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return errors;
};

/**
 * "Firmar contrato de arriendo" for a rental listing with a current mandate (POST /api/leases):
 * the tenant with their Ley 1581 authorisation and the channels they accept for collection
 * (Ley 2300), the guarantee (personal only: Ley 820 art. 16), the canon and administración, the
 * dates and, for a lease the agency takes over, the day it was paid through.
 */
export function LeaseSignForm({ propertyId }: { propertyId: string }) {
  const router = useRouter();
  const property = useLoad<ApiProperty>(`/api/properties/${encodeURIComponent(propertyId)}`);
  const { values, errors, setErrors, bind } = useFormValues<SignKey>(initialSignValues(bogotaDay(new Date())));
  const [coSigners, setCoSigners] = useState<CoSignerValues[]>([emptyCoSigner()]);
  const [channels, setChannels] = useState<ContactChannel[]>(['email']);
  const [consent, setConsent] = useState(false);
  const { busy, failure, submit } = useSubmit({ setErrors, errorsOf: errorsByPath });
  const type = values['guarantee.type'];

  const save = () =>
    submit(leaseCreateSchema.safeParse(signBody(propertyId, values, coSigners, channels, consent)), async (json) => {
      const sent = await adminFetch<{ id: string }>('/api/leases', { method: 'POST', json });
      setFlash({ kind: 'success', text: sent.message ?? LEASE_MESSAGES.created });
      router.push(`/admin/arriendos/${sent.data.id}`);
    });

  return (
    <section className="space-y-5">
      <Link
        href={`/admin/properties/edit/${propertyId}`}
        className="inline-block text-sm font-semibold text-primary hover:underline"
      >
        ← Volver a la propiedad
      </Link>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">Contrato de arrendamiento</p>
        <h1 className="text-2xl font-bold text-ink">Firmar contrato de arriendo</h1>
        <p className="text-sm text-muted" data-testid="sign-property">
          {property.data
            ? `${property.data.title} · ${formatPrice(property.data.price)}`
            : property.error
              ? property.error
              : 'Cargando inmueble...'}
        </p>
      </div>
      <FormCard
        titleId="firmar-titulo"
        title="Datos del contrato"
        onSubmit={save}
        failure={failure}
        actions={{
          busy,
          label: 'Firmar contrato',
          onCancel: () => router.push(`/admin/properties/edit/${propertyId}`),
        }}
      >
        <fieldset>
          <legend className={legend}>Arrendatario</legend>
          <div className={group}>
            <TextField
              look={adminLook}
              label="Nombre del arrendatario"
              autoComplete="off"
              className="sm:col-span-2"
              {...bind('tenant.name')}
            />
            <SelectField
              look={adminLook}
              label="Tipo de documento"
              options={DOCUMENTS}
              {...bind('tenant.documentType')}
            />
            <TextField
              look={adminLook}
              label="Número de documento"
              autoComplete="off"
              {...bind('tenant.documentNumber')}
            />
            <TextField look={adminLook} label="Teléfono" type="tel" autoComplete="off" {...bind('tenant.phone')} />
            <TextField look={adminLook} label="Email" type="email" autoComplete="off" {...bind('tenant.email')} />
          </div>
          <div className="mt-4">
            <ChannelsField channels={channels} onChange={setChannels} error={errors.contactChannels} />
          </div>
        </fieldset>
        <fieldset>
          <legend className={legend}>Garantía</legend>
          <p className="mb-3 text-sm text-muted">
            Solo garantías personales: la ley no permite depósitos en dinero ni garantías reales (Ley 820 de 2003, art.
            16).
          </p>
          <GuaranteeFields type={type} bind={bind} coSigners={coSigners} onCoSigners={setCoSigners} errors={errors} />
        </fieldset>
        <fieldset>
          <legend className={legend}>Condiciones</legend>
          <div className={group}>
            <PesosField look={adminLook} label="Canon mensual" autoComplete="off" {...bind('monthlyRent')} />
            <TermFields bind={bind}>
              <DateField look={adminLook} label="Fecha de inicio" {...bind('startDate')} />
              <NumberField look={adminLook} label="Término (meses)" min={1} step={1} {...bind('termMonths')} />
            </TermFields>
            <DateField
              look={adminLook}
              label="Pagado hasta (contrato existente)"
              optional
              hint="Los periodos que empiezan antes de esta fecha quedan saldados al registrar."
              {...bind('paidThrough')}
            />
          </div>
        </fieldset>
        <CheckboxField
          look={consentCheckLook}
          name="tenantConsent"
          checked={consent}
          onChange={(checked) => {
            setConsent(checked);
            setErrors(({ tenantConsent: _cleared, ...rest }) => rest);
          }}
          error={errors.tenantConsent}
        >
          El arrendatario autorizó el tratamiento de sus datos personales (Ley 1581 de 2012).
        </CheckboxField>
      </FormCard>
    </section>
  );
}
