import { randomInt } from 'node:crypto';

import { addDays, bogotaDay } from '@/lib/domain/visits';
import { Mandate } from '@/models/mandate';
import { Owner } from '@/models/owner';

import { uniqueEmail } from './accounts';
import { connectTestDb } from './stack-client';

// Owners and mandates for the owner's report tests, written straight to the database: their own
// API is another part's, and these tests need only the records.

/** A new owner of `agentId`'s, with the Ley 1581 consent unless told otherwise. */
export async function newOwner(agentId: string, { consent = true, email = uniqueEmail('propietario') } = {}) {
  await connectTestDb();
  const owner = await Owner.create({
    name: 'Marta Propietaria',
    documentType: 'CC',
    documentNumber: String(randomInt(10_000_000, 1_999_999_999)),
    phone: '310 555 0000',
    email,
    agentId,
    consent: { accepted: consent, at: new Date(), source: 'admin' },
  });
  return { id: String(owner._id), email };
}

/** The property's mandate (replacing any), running from `startDate` to `endDate` (Bogotá days). */
export async function mandateFor(
  propertyId: string,
  ownerId: string,
  {
    startDate = addDays(bogotaDay(new Date()), -10),
    endDate = addDays(bogotaDay(new Date()), 200),
    endedAt = null as Date | null,
  } = {},
) {
  await connectTestDb();
  await Mandate.deleteMany({ propertyId });
  await Mandate.create({ propertyId, ownerId, exclusive: true, commissionPercent: 3, startDate, endDate, endedAt });
}

/** Changes the property's mandate in place (end it by hand, move its dates). */
export async function setMandate(propertyId: string, set: Record<string, unknown>) {
  await connectTestDb();
  await Mandate.updateOne({ propertyId }, { $set: set });
}
