import type { PropertyType } from '@/lib/domain/property';
import { Demand } from '@/models/demand';

import { uniqueEmail } from './accounts';
import { connectTestDb } from './stack-client';

// Client demands for the cruce's tests, written straight to the database (the demands' own API is
// another part's): an active demand of `agentId`'s with a consenting client who has an e-mail,
// unless told otherwise.

export interface DemandCriteria {
  operation?: 'venta' | 'arriendo';
  types?: PropertyType[];
  city?: string;
  localities?: string[];
  minPrice?: number | null;
  maxPrice?: number | null;
  minBedrooms?: number | null;
  minBathrooms?: number | null;
  minParking?: number | null;
  minArea?: number | null;
  estratoMin?: number | null;
  estratoMax?: number | null;
  petsAllowed?: boolean | null;
  status?: 'activa' | 'en_pausa' | 'cerrada';
}

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
