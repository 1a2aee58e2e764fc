import { randomInt, randomUUID } from 'node:crypto';

import { addMonths } from '@/lib/domain/rentals/periods';
import { addDays, bogotaDay } from '@/lib/domain/visits';
import type { ApiLease } from '@/lib/validation/leases';
import { Mandate } from '@/models/mandate';

import { ownerOf } from './mandate-fixtures';
import { baseURL, call, connectTestDb, postMultipart } from './stack-client';
import { newProperty } from './team';

// Leases for the increase, notice and reminder tests (docs/rentals.md): a rental listing of an
// agent's with a current mandate, and a lease signed on it over HTTP.

export const today = () => bogotaDay(new Date());

/** A listed rental of `agentId`'s with its owner's current mandate: ready for a lease. */
export async function leasableRental(agentId: string) {
  const property = await newProperty(agentId, {
    title: `Apartamento en arriendo ${randomUUID().slice(0, 8)}`,
    operation: 'arriendo',
    price: 2_500_000,
  });
  const owner = await ownerOf(agentId, `Propietaria ${randomUUID().slice(0, 6)}`);
  await connectTestDb();
  await Mandate.create({
    propertyId: property._id,
    ownerId: owner.id,
    exclusive: true,
    commissionPercent: 10,
    startDate: addDays(today(), -400),
    endDate: addDays(today(), 365),
  });
  return { property, owner };
}

/** A lease signed by `token` on a fresh rental of `agentId`'s (canon 2.500.000, administración 350.000). */
export async function signLease(token: string, agentId: string, extra: Record<string, unknown> = {}) {
  const { property, owner } = await leasableRental(agentId);
  const body = {
    propertyId: property._id,
    tenant: {
      name: 'Valentina Ríos Ñañez',
      documentType: 'CC',
      documentNumber: String(randomInt(10_000_000, 1_999_999_999)),
      phone: '+57 311 555 0199',
      email: `inquilina-${randomUUID().slice(0, 8)}@correo.test`,
    },
    tenantConsent: true,
    guarantee: { type: 'ninguna' },
    monthlyRent: 2_500_000,
    adminFee: 350_000,
    startDate: addMonths(today(), -1),
    commissionPercent: 10,
    ...extra,
  };
  const response = await call('POST', '/api/leases', { token, body });
  if (response.status !== 201) throw new Error(`lease failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { lease: response.body.data as ApiLease, property, owner, tenantEmail: body.tenant.email };
}

/** The settings as exported, and a function that imports them back (through the API: every cache follows). */
export async function keepSettings(adminToken: string) {
  const exported = await fetch(`${baseURL()}/api/settings/export`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const original = await exported.text();
  return async () => {
    const restored = await postMultipart('/api/settings/import', {
      field: 'settings',
      files: [{ name: 'configuracion.json', type: 'application/json', bytes: new TextEncoder().encode(original) }],
      token: adminToken,
    });
    if (restored.status !== 200) throw new Error(`could not restore settings: ${JSON.stringify(restored.body)}`);
  };
}
