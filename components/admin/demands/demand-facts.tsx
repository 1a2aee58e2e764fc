import { Fact } from '@/components/admin/fact';
import { formatShortDate } from '@/lib/format';
import type { ApiDemand } from '@/lib/validation/demands';

import { budgetText, DEMAND_OPERATION_LABELS, estratoText, minimumsText, typesText, zoneText } from './labels';

const SOURCES: Record<string, string> = { admin: 'en el panel', lead: 'en su solicitud' };

/** The client: how to reach them, their consent, their agent. */
export function ClientFacts({ demand }: { demand: ApiDemand }) {
  const { client, clientConsent } = demand;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <Fact label="Teléfono">
        <a href={`tel:${client.phone}`} className="text-primary hover:underline">
          {client.phone}
        </a>
      </Fact>
      <Fact label="Email">
        {client.email ? (
          <a href={`mailto:${client.email}`} className="break-all text-primary hover:underline">
            {client.email}
          </a>
        ) : (
          'No proporcionado'
        )}
      </Fact>
      <Fact label="Asesor">{demand.agent.name}</Fact>
      <Fact label="Registrada">{formatShortDate(demand.createdAt)}</Fact>
      <Fact label="Autorización" wide>
        {clientConsent.accepted
          ? `Autorizó el tratamiento de sus datos (Ley 1581 de 2012) el ${formatShortDate(clientConsent.at)}${
              SOURCES[clientConsent.source] ? `, ${SOURCES[clientConsent.source]}` : ''
            }`
          : 'Sin autorización registrada'}
      </Fact>
    </dl>
  );
}

/** What the client looks for. */
export function CriteriaFacts({ demand }: { demand: ApiDemand }) {
  const estrato = estratoText(demand.estratoMin, demand.estratoMax);
  const minimums = minimumsText(demand);
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <Fact label="Operación">{DEMAND_OPERATION_LABELS[demand.operation]}</Fact>
      <Fact label="Tipos">{typesText(demand.types)}</Fact>
      <Fact label="Zona" wide>
        {zoneText(demand.city, demand.localities)}
      </Fact>
      <Fact label="Presupuesto" wide>
        <span data-testid="demand-budget">{budgetText(demand.minPrice, demand.maxPrice)}</span>
      </Fact>
      {estrato && <Fact label="Estrato">{estrato.replace(/^Estrato /, '')}</Fact>}
      {minimums.length > 0 && (
        <Fact label="Mínimos" wide>
          {minimums.join(' · ')}
        </Fact>
      )}
      {demand.notes && (
        <Fact label="Notas" wide>
          <span className="whitespace-pre-line">{demand.notes}</span>
        </Fact>
      )}
    </dl>
  );
}
