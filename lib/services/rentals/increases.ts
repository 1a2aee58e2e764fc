import 'server-only';

import { Types } from 'mongoose';

import { Lease } from '../../../models/lease';
import { connectDb, trusted } from '../../db';
import { serialQueue } from '../../db/capabilities';
import type { StaffScope } from '../../domain/activity';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { checkIncrease } from '../../domain/rentals/increase';
import { INCREASE_MESSAGES } from '../../domain/rentals/notice-messages';
import { rentOn } from '../../domain/rentals/periods';
import type { LeaseIncrease, LeaseNotice, RentStep } from '../../domain/rentals/types';
import { bogotaDay } from '../../domain/visits';
import { recordActivity } from '../activity';
import { queueMail } from '../outbox';
import { loadSettings } from '../settings';
import { emitWebhooks } from '../webhooks';
import { drawIncreaseLetter, type IncreaseLetter } from './increase-letter-pdf';
import { leaseLabel, partiesOf, type LeaseParties } from './parties';
import { leaseInScope } from './scope';
import type { StoredLease } from './stored';

// The yearly increase (docs/rentals.md#the-yearly-increase-ley-820-art-20): checked against the
// law where it is made, then a new step of the canon, the letter to the tenant (PDF) e-mailed
// through the outbox, a notice on the lease, the webhook and the activity log.

/** An increase as stored: with the IPC year and value that capped it (the letter quotes them). */
export type StoredIncrease = LeaseIncrease & { ipcYear: string; ipc: number };

export interface ApiIncrease {
  id: string;
  percent: number;
  previousRent: number;
  newRent: number;
  effectiveDate: string;
  ipcYear: string;
  ipc: number;
  createdAt: string;
  notifiedAt: string | null;
  /** The letter (GET, staff): the PDF that went to the tenant. */
  letterUrl: string;
}

/** On the embedded database a conditional update is a read then a write: one increase at a time there. */
const increases = serialQueue('lease-increases');

const currentRentOf = (lease: Pick<StoredLease, 'rents'>) => rentOn(lease.rents, '9999-12-31');

export function toApiIncrease(leaseId: string, increase: StoredIncrease): ApiIncrease {
  return {
    id: increase.id,
    percent: increase.percent,
    previousRent: increase.previousRent,
    newRent: increase.newRent,
    effectiveDate: increase.effectiveDate,
    ipcYear: increase.ipcYear,
    ipc: increase.ipc,
    createdAt: new Date(increase.createdAt).toISOString(),
    notifiedAt: increase.notifiedAt ? new Date(increase.notifiedAt).toISOString() : null,
    letterUrl: `/api/leases/${leaseId}/increases/${increase.id}/letter.pdf`,
  };
}

async function letterOf(lease: StoredLease, increase: StoredIncrease, parties: LeaseParties): Promise<IncreaseLetter> {
  const { general } = await loadSettings();
  return {
    agency: {
      name: general.siteName,
      address: general.address,
      phone: general.contactPhone,
      email: general.contactEmail,
    },
    ownerName: parties.ownerName,
    tenant: lease.tenant,
    property: { title: parties.property.title, address: parties.property.address },
    date: bogotaDay(new Date(increase.createdAt)),
    percent: increase.percent,
    ipcYear: increase.ipcYear,
    ipc: increase.ipc,
    previousRent: increase.previousRent,
    newRent: increase.newRent,
    adminFee: lease.adminFee,
    effectiveDate: increase.effectiveDate,
    commercialValueKnown: lease.commercialValue !== null && lease.commercialValue > 0,
  };
}

function increaseMail(lease: StoredLease, increase: StoredIncrease, letter: IncreaseLetter, pdf: Uint8Array) {
  const { agency } = letter;
  const rent = INCREASE_MESSAGES.summary(increase.percent, increase.newRent, increase.effectiveDate);
  return {
    to: lease.tenant.email,
    subject: INCREASE_MESSAGES.mailSubject,
    text: [
      `Hola, ${lease.tenant.name}:`,
      `En cumplimiento del artículo 20 de la Ley 820 de 2003 le notificamos el incremento del canon de arrendamiento del inmueble ${letter.property.title}.`,
      `${rent}. Límite: IPC de ${increase.ipcYear} certificado por el DANE.`,
      'Adjuntamos la carta de notificación.',
      [agency.name, agency.phone, agency.email].filter(Boolean).join(' · '),
    ].join('\n\n'),
    attachments: [
      {
        filename: `incremento-canon-${increase.effectiveDate}.pdf`,
        content: Buffer.from(pdf).toString('base64'),
        contentType: 'application/pdf',
        encoding: 'base64' as const,
      },
    ],
  };
}

/**
 * Applies an increase of `percent` % from `effectiveDate` (a period start, today or later), after
 * the law's checks (lib/domain/rentals/increase.ts; each refusal cites its article). The tenant
 * is notified at once (the letter by e-mail when the lease has one) and the notice is recorded.
 */
export async function applyIncrease(
  id: string,
  input: { percent: number; effectiveDate: string },
  scope: StaffScope,
  now = new Date(),
): Promise<ApiIncrease> {
  const lease = await leaseInScope(id, scope);
  if (lease.terminatedAt) throw new ConflictError(INCREASE_MESSAGES.afterTermination);
  if (input.effectiveDate < bogotaDay(now)) throw new InvalidError(INCREASE_MESSAGES.pastDate);
  const { rentals } = await loadSettings();
  const previousRent = currentRentOf(lease);
  const verdict = checkIncrease({
    rents: lease.rents,
    startDate: lease.startDate,
    currentRent: previousRent,
    ipc: rentals.ipc,
    commercialValue: lease.commercialValue,
    ...input,
  });
  if (!verdict.ok) {
    if (verdict.kind === 'conflict') throw new ConflictError(verdict.message, 'ipc_not_recorded');
    throw new InvalidError(verdict.message, verdict.code as Exclude<typeof verdict.code, 'ipc_not_recorded'>);
  }
  // A period already charged keeps the canon it was charged at (entries are never edited).
  if (input.effectiveDate < lease.nextPeriod)
    throw new ConflictError(INCREASE_MESSAGES.periodCharged(input.effectiveDate));

  const parties = await partiesOf(lease);
  const increase: StoredIncrease = {
    id: new Types.ObjectId().toString(),
    percent: input.percent,
    previousRent,
    newRent: verdict.newRent,
    effectiveDate: input.effectiveDate,
    ipcYear: verdict.ipcYear,
    ipc: verdict.ipc,
    createdAt: now,
    createdBy: scope.actor.id,
    notifiedAt: lease.tenant.email ? now : null,
  };
  const step: RentStep = { from: input.effectiveDate, amount: verdict.newRent };
  const notices: LeaseNotice[] = lease.tenant.email
    ? [
        {
          kind: 'increase',
          channel: 'email',
          at: now,
          summary: INCREASE_MESSAGES.summary(input.percent, verdict.newRent, input.effectiveDate),
        },
      ]
    : [];
  // Only if no step was added since the lease was read: two increases at once, one wins.
  await connectDb();
  const saved = await increases(() =>
    Lease.updateOne(
      { _id: lease._id, terminatedAt: null, [`rents.${lease.rents.length}`]: trusted({ $exists: false }) },
      { $push: { rents: step, increases: increase, notices: { $each: notices } } },
    ),
  );
  if (saved.modifiedCount !== 1) throw new ConflictError(INCREASE_MESSAGES.concurrent);

  const leaseId = String(lease._id);
  if (lease.tenant.email) {
    const letter = await letterOf(lease, increase, parties);
    await queueMail(increaseMail(lease, increase, letter, await drawIncreaseLetter(letter)), {
      dedupeKey: `lease-increase:${leaseId}:${increase.id}`,
    });
  }
  const api = toApiIncrease(leaseId, increase);
  await emitWebhooks([
    {
      type: 'lease.increase_notified',
      data: { leaseId, propertyId: String(lease.propertyId), ...api, notified: increase.notifiedAt !== null },
    },
  ]);
  await recordActivity({
    actor: scope.actor,
    entity: 'lease',
    entityId: leaseId,
    label: leaseLabel(lease, parties),
    action: 'update',
    changes: [
      { field: 'rents', from: lease.rents, to: [...lease.rents, step] },
      { field: 'increases', from: null, to: { percent: input.percent, effectiveDate: input.effectiveDate } },
    ],
  });
  return api;
}

/** The letter of one increase, as it went to the tenant (staff in scope). */
export async function increaseLetterPdf(
  id: string,
  increaseId: string,
  scope: Pick<StaffScope, 'agentId'>,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const lease = await leaseInScope(id, scope);
  const increase = (lease.increases as StoredIncrease[]).find((i) => i.id === increaseId);
  if (!increase) throw new NotFoundError(INCREASE_MESSAGES.letterNotFound);
  const letter = await letterOf(lease, increase, await partiesOf(lease));
  return { pdf: await drawIncreaseLetter(letter), fileName: `incremento-canon-${increase.effectiveDate}.pdf` };
}
