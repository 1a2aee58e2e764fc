'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton } from '@/components/admin/buttons';
import type { NoticeState } from '@/components/admin/shared/notice';
import { bindValue } from '@/components/ui/fields/bind';
import { SelectField, TextField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { CONVERT_MESSAGES, CONVERTIBLE_KINDS, type ConvertTarget } from '@/lib/domain/lead-conversion';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '@/lib/domain/owners';
import { OPERATION_LABELS, OPERATIONS, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import type { ApiLeadDetail } from '@/lib/validation/lead-admin';

const DOCUMENTS = DOCUMENT_TYPES.map((value) => [value, DOCUMENT_TYPE_LABELS[value]] as const);
const OPERATION_OPTIONS = OPERATIONS.map((value) => [value, OPERATION_LABELS[value]] as const);
const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => [value, PROPERTY_TYPE_LABELS[value]] as const);
const linkLook = 'font-semibold text-primary hover:underline';

/** Where a converted lead went: the owner and their draft, or the demand. */
function Converted({ converted }: { converted: NonNullable<ApiLeadDetail['convertedTo']> }) {
  return (
    <p className="text-sm text-ink">
      {converted.into === 'owner' ? (
        <>
          Convertida en propietario:{' '}
          <Link className={linkLook} href={`/admin/propietarios/${converted.id}`}>
            Ver propietario
          </Link>
          {converted.propertyId && (
            <>
              {' · '}
              <Link className={linkLook} href={`/admin/properties/edit/${converted.propertyId}`}>
                Ver borrador del inmueble
              </Link>
            </>
          )}
        </>
      ) : (
        <>
          Convertida en demanda:{' '}
          <Link className={linkLook} href={`/admin/demandas/${converted.id}`}>
            Ver demanda
          </Link>
        </>
      )}
    </p>
  );
}

/**
 * "Convertir": an owner lead into an owner (asking the identity document /vender does not take)
 * with a draft property; an inquiry or contact into a demand (asking the operation when no listing
 * gives it, and a phone when the lead has none).
 */
export function LeadConvert({
  lead,
  onDone,
}: {
  lead: ApiLeadDetail;
  onDone: (notice: NonNullable<NoticeState>) => void;
}) {
  const into: ConvertTarget | null = CONVERTIBLE_KINDS.owner.includes(lead.kind)
    ? 'owner'
    : CONVERTIBLE_KINDS.demand.includes(lead.kind)
      ? 'demand'
      : null;
  const [documentType, setDocumentType] = useState('CC');
  const [documentNumber, setDocumentNumber] = useState('');
  const [operation, setOperation] = useState('venta');
  const [type, setType] = useState('apartamento');
  const [phone, setPhone] = useState('');
  const { busy, run } = useSubmit({
    describe: (message) => `No se pudo convertir: ${message}`,
    onFailure: (text) => onDone({ kind: 'error', text }),
  });
  if (!into && !lead.convertedTo) return null;

  function convert(event: FormEvent) {
    event.preventDefault();
    const json = {
      into,
      ...(into === 'owner' ? { documentType, documentNumber } : {}),
      ...(into === 'demand' && !lead.propertyId ? { operation, types: [type] } : {}),
      ...(!lead.phone ? { phone } : {}),
    };
    void run(async () => {
      await adminFetch(`/api/leads/${lead.id}/convert`, { method: 'POST', json });
      onDone({ kind: 'success', text: CONVERT_MESSAGES.converted[into!] });
    });
  }

  return (
    <section aria-labelledby="convertir" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="convertir" className="font-semibold text-ink">
        {into === 'owner' ? 'Captación' : 'Demanda del cliente'}
      </h2>
      {lead.convertedTo ? (
        <Converted converted={lead.convertedTo} />
      ) : (
        <form onSubmit={convert} className="space-y-3">
          {into === 'owner' && (
            <>
              <SelectField
                look={panelLook}
                label="Tipo de documento"
                options={DOCUMENTS}
                {...bindValue(documentType, setDocumentType)}
              />
              <TextField
                look={panelLook}
                label="Número de documento"
                required
                maxLength={20}
                {...bindValue(documentNumber, setDocumentNumber)}
              />
            </>
          )}
          {into === 'demand' && !lead.propertyId && (
            <>
              <SelectField
                look={panelLook}
                label="Operación"
                options={OPERATION_OPTIONS}
                {...bindValue(operation, setOperation)}
              />
              <SelectField
                look={panelLook}
                label="Tipo de inmueble"
                options={TYPE_OPTIONS}
                {...bindValue(type, setType)}
              />
            </>
          )}
          {!lead.phone && (
            <TextField look={panelLook} label="Teléfono" required type="tel" {...bindValue(phone, setPhone)} />
          )}
          <button type="submit" disabled={busy} className={primaryButton}>
            {into === 'owner' ? 'Convertir en propietario' : 'Convertir en demanda'}
          </button>
        </form>
      )}
    </section>
  );
}
