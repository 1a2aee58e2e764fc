import type { DemandStatus, DemandCriteria as StoredCriteria } from '@/lib/domain/demands';
import { Demand } from '@/models/demand';

import { uniqueEmail } from './accounts';
import { connectTestDb } from './stack-client';

// Client demands for the cruce's tests, written straight to the database (the demands' own API is
// another part's): an active demand of `agentId`'s with a consenting client who has an e-mail,
// unless told otherwise.

/** Fields the model never stores as null (an empty value is no criterion). */
type NeverNull = 'types' | 'city' | 'localities';

/** The criteria to write (the operation `venta` when absent) and, if told, the status. */
export type DemandCriteria = Partial<Omit<StoredCriteria, NeverNull>> & {
  [K in NeverNull]?: NonNullable<StoredCriteria[K]>;
} & { status?: DemandStatus };

export interface TestDemand extends DemandCriteria {
  id: string;
  agentId: string;
  clientName: string;
  clientEmail: string;
}

export async function newDemand(
  agentId: string,
  criteria: DemandCriteria = {},
  { consent = true, email = uniqueEmail('cliente'), name = 'Mariana Ruiz Cliente' } = {},
): Promise<TestDemand> {
  await connectTestDb();
  const doc = await Demand.create({
    client: { name, phone: '3001234567', email },
    clientConsent: { accepted: consent, at: new Date(), source: 'admin' },
    operation: 'venta',
    agentId,
    ...criteria,
  });
  return { ...criteria, id: String(doc._id), agentId, clientName: name, clientEmail: email };
}
