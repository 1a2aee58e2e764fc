import { Fact } from '@/components/admin/fact';
import { DOCUMENT_TYPE_LABELS } from '@/lib/domain/owners';
import { formatPercent, formatPrice, formatShortDate } from '@/lib/format';

import type { ApiLease } from './api-types';
import { CHANNEL_LABELS, dayText, GUARANTEE_LABELS } from './labels';

const grid = 'grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2';

/** The lease's terms: canon, administración, dates, grace, commission, commercial value. */
export function TermsFacts({ lease }: { lease: ApiLease }) {
  return (
    <dl className={grid}>
      <Fact label="Canon">{formatPrice(lease.monthlyRent)}</Fact>
      <Fact label="Administración">{lease.adminFee > 0 ? formatPrice(lease.adminFee) : 'Sin administración'}</Fact>
      <Fact label="Inicio">{dayText(lease.startDate)}</Fact>
      <Fact label="Término">{lease.termMonths === 1 ? '1 mes' : `${lease.termMonths} meses`}</Fact>
      <Fact label="Fin del término">{dayText(lease.currentTermEnd)}</Fact>
      <Fact label="Próximo incremento">{dayText(lease.nextIncreaseDate)}</Fact>
      <Fact label="Días de gracia">{String(lease.graceDays)}</Fact>
      <Fact label="Comisión">{formatPercent(lease.commissionPercent)}</Fact>
      <Fact label="Valor comercial">
        {lease.commercialValue ? formatPrice(lease.commercialValue) : 'No registrado'}
      </Fact>
      <Fact label="Propietario">{lease.owner.name}</Fact>
      {lease.paidThrough && <Fact label="Saldado hasta">{dayText(lease.paidThrough)}</Fact>}
      {lease.terminatedAt && (
        <Fact label="Terminado" wide>
          {dayText(lease.terminatedAt)}
          {lease.terminationReason && `: ${lease.terminationReason}`}
        </Fact>
      )}
    </dl>
  );
}

/** The tenant: document, how to reach them, the channels they authorised, their consent. */
export function TenantFacts({ lease }: { lease: ApiLease }) {
  const { tenant } = lease;
  return (
    <dl className={grid}>
      <Fact label="Documento">
        {DOCUMENT_TYPE_LABELS[tenant.documentType]} {tenant.documentNumber}
      </Fact>
      <Fact label="Teléfono">
        <a href={`tel:${tenant.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
          {tenant.phone}
        </a>
      </Fact>
      <Fact label="Email">
        {tenant.email ? (
          <a href={`mailto:${tenant.email}`} className="break-all text-primary hover:underline">
            {tenant.email}
          </a>
        ) : (
          'No proporcionado'
        )}
      </Fact>
      <Fact label="Canales de cobro">
        {lease.contactChannels.map((c) => CHANNEL_LABELS[c]).join(', ') || 'Ninguno'}
      </Fact>
      <Fact label="Autorización" wide>
        {lease.tenantConsent.accepted
          ? `Autorizó el tratamiento de sus datos (Ley 1581 de 2012) el ${formatShortDate(lease.tenantConsent.at)}`
          : 'Sin autorización registrada'}
      </Fact>
    </dl>
  );
}

/** The guarantee: its type and the co-signers or the insurer's policy. */
export function GuaranteeFacts({ lease }: { lease: ApiLease }) {
  const { guarantee } = lease;
  return (
    <dl className={grid}>
      <Fact label="Tipo" wide>
        {GUARANTEE_LABELS[guarantee.type]}
      </Fact>
      {guarantee.type === 'codeudor' &&
        guarantee.coSigners.map((person, index) => (
          <Fact key={`${person.documentNumber}-${index}`} label={`Codeudor ${index + 1}`} wide>
            {person.name} · {person.documentType} {person.documentNumber}
            {person.phone && ` · ${person.phone}`}
          </Fact>
        ))}
      {guarantee.type === 'afianzadora' && guarantee.insurer && (
        <Fact label="Afianzadora" wide>
          {guarantee.insurer.name} · Póliza {guarantee.insurer.policyNumber}
        </Fact>
      )}
    </dl>
  );
}
