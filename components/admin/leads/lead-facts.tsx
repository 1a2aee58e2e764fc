import Link from 'next/link';

import { Fact } from '@/components/admin/fact';
import { estimateText } from '@/lib/domain/owner-lead';
import { formatShortDate } from '@/lib/format';
import type { ApiLead } from '@/lib/validation/lead-admin';

import { formatDateTime } from './labels';

/**
 * What a lead says about the person and its follow-up: contact, agent, dates, the visit, the
 * property (by `propertyTitle` when known), an owner's estimate, plan, city and the consent they gave.
 */
export function LeadFacts({ lead, propertyTitle }: { lead: ApiLead; propertyTitle?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <Fact label="Email">
        <a href={`mailto:${lead.email}`} className="break-all text-primary hover:underline">
          {lead.email}
        </a>
      </Fact>
      <Fact label="Teléfono">
        {lead.phone ? (
          <a href={`tel:${lead.phone}`} className="text-primary hover:underline">
            {lead.phone}
          </a>
        ) : (
          'No proporcionado'
        )}
      </Fact>
      <Fact label="Asesor">{lead.assignee?.name ?? 'Sin asignar'}</Fact>
      <Fact label="Recibida">{formatShortDate(lead.createdAt)}</Fact>
      {lead.visit && (
        <Fact label="Visita" wide>
          {formatDateTime(lead.visit.start)}
          {lead.visit.state === 'cancelled' ? ' (cancelada por el visitante)' : ''}
        </Fact>
      )}
      {lead.propertyId && (
        <Fact label="Inmueble" wide={!!propertyTitle}>
          <Link href={`/property/${lead.propertyId}`} target="_blank" className="text-primary hover:underline">
            {propertyTitle ?? 'Ver inmueble'}
            <span className="sr-only"> de {lead.name} (se abre en una pestaña nueva)</span>
          </Link>
        </Fact>
      )}
      {lead.owner && (
        <Fact label="Estimación" wide>
          <span data-testid="owner-estimate">{estimateText(lead.owner.estimate)}</span>
        </Fact>
      )}
      {lead.planId && <Fact label="Plan">{lead.planId}</Fact>}
      {lead.city && <Fact label="Ciudad">{[lead.city, lead.address].filter(Boolean).join(' · ')}</Fact>}
      <Fact label="Consentimiento" wide>
        {lead.consent.accepted
          ? `Aceptó la Política de Privacidad el ${formatShortDate(lead.consent.at)}`
          : 'Sin consentimiento'}
        {lead.acceptMarketing ? ' · acepta comunicaciones comerciales' : ''}
      </Fact>
    </dl>
  );
}
