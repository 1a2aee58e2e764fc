import { randomInt } from 'node:crypto';

import { mandateFor, newOwner } from './owner-report-fixtures';
import { createViaApi } from './property-data';
import { call } from './stack-client';

// Leases for the ledger's tests: a listed rental of the agent's, its owner and mandate written
// straight to the database (their own API is another part's), and the lease signed over the API.

export interface LeaseFixture {
  leaseId: string;
  propertyId: string;
  ownerId: string;
  ownerEmail: string;
}

export async function signLease(
  agent: { token: string; id: string },
  {
    startDate,
    monthlyRent = 1_000_000,
    adminFee = 200_000,
    commissionPercent = 10,
    ownerId,
    paidThrough,
  }: {
    startDate: string;
    monthlyRent?: number;
    adminFee?: number;
    commissionPercent?: number;
    ownerId?: string;
    paidThrough?: string;
  },
): Promise<LeaseFixture> {
  const property = await createViaApi({
    title: `Apartamento del libro ${Date.now()}`,
    type: 'apartamento',
    operation: 'arriendo',
    status: 'disponible',
    price: monthlyRent,
    features: { area: 60 },
    location: { localityCode: '1100118' },
    agentId: agent.id,
  });
  const owner = ownerId ? { id: ownerId, email: '' } : await newOwner(agent.id);
  await mandateFor(property._id, owner.id);
  const signed = await call('POST', '/api/leases', {
    token: agent.token,
    body: {
      propertyId: property._id,
      tenant: {
        name: 'Camilo Arrendatario',
        documentType: 'CC',
        documentNumber: String(randomInt(10_000_000, 1_999_999_999)),
        phone: '310 555 7788',
        email: `inquilino-${randomInt(1e9)}@correo.test`,
      },
      tenantConsent: true,
      guarantee: { type: 'ninguna' },
      monthlyRent,
      adminFee,
      startDate,
      commissionPercent,
      ...(paidThrough && { paidThrough }),
    },
  });
  if (signed.status !== 201) throw new Error(`lease: ${signed.status} ${JSON.stringify(signed.body)}`);
  return { leaseId: signed.body.data.id, propertyId: property._id, ownerId: owner.id, ownerEmail: owner.email };
}
