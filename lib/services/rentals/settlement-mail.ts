import 'server-only';

import { Lease } from '../../../models/lease';
import { Owner } from '../../../models/owner';
import { SettlementSend } from '../../../models/settlement-payout';
import { connectDb, trusted } from '../../db';
import { bogotaDay, isLegalSendingTime } from '../../domain/alert-window';
import { firstBusinessDayOfMonth, monthInWords, monthOf } from '../../domain/owner-report';
import { previousMonth } from '../../domain/rentals/settlement';
import { queueMail } from '../outbox';
import { readSettings } from '../settings';
import { LEASE_LEDGER_FIELDS } from './ledger-lease';
import { pesos } from './pdf-kit';
import { renderSettlementPdf, settlementFileName } from './settlement-pdf';
import { settlementOf, withLedgers } from './settlements';

// The owners' monthly settlement e-mail (docs/rentals.md#the-owners-settlement): on the first
// business day of each month (Monday to Friday, not a Colombian holiday), in Ley 2300's hours,
// each owner with a lease running last month gets last month's settlement with its PDF. Each owner
// and month is claimed once by a unique `_id`; one that could not be queued gives its claim back.

type Id = { toString(): string };
type OwnerRow = { _id: Id; name: string; email?: string; agentId: Id; consent?: { accepted?: boolean } };

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

async function claim(key: string, now: Date): Promise<boolean> {
  try {
    await SettlementSend.create({ _id: key, at: now });
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

type LeaseRow = Parameters<typeof withLedgers>[0][number];

/** The leases that ran some day of `month`, by owner (one scan of the leases for the whole pass). */
async function leasesOfMonth(month: string): Promise<Map<string, LeaseRow[]>> {
  const rows = await Lease.find({}, LEASE_LEDGER_FIELDS).sort({ startDate: 1 }).lean<LeaseRow[]>();
  const byOwner = new Map<string, LeaseRow[]>();
  for (const row of rows) {
    if (row.startDate > `${month}-31` || (row.terminatedAt && row.terminatedAt < `${month}-01`)) continue;
    const ownerId = row.ownerId.toString();
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), row]);
  }
  return byOwner;
}

async function sendOne(owner: OwnerRow, leases: LeaseRow[], month: string, today: string, agencyName: string) {
  const settlement = await settlementOf(owner, await withLedgers(leases), month, today);
  const pdf = await renderSettlementPdf(settlement, agencyName);
  const lines = settlement.lines.map(
    (line) =>
      `- ${line.property.code || line.property.title}: recaudado ${pesos(line.collected)}, neto ${pesos(line.net)}`,
  );
  await queueMail(
    {
      to: owner.email!,
      subject: `Liquidación de arrendamientos de ${monthInWords(month)}`,
      text: [
        `Hola, ${owner.name}:`,
        `Te enviamos la liquidación de tus arriendos de ${monthInWords(month)}.`,
        lines.join('\n'),
        `Neto a pagar: ${pesos(settlement.total)}`,
        'El detalle (comisión, IVA, gastos y retenciones) está en el PDF adjunto.',
        agencyName,
      ].join('\n\n'),
      attachments: [
        {
          filename: settlementFileName(settlement),
          content: Buffer.from(pdf).toString('base64'),
          contentType: 'application/pdf',
          encoding: 'base64',
        },
      ],
    },
    { dedupeKey: `settlement:${owner._id.toString()}:${month}`, legalHours: true },
  );
}

/**
 * The pass's settlement e-mails at `now` (the alert runner's clock): nothing outside the first
 * business day of the month or outside Ley 2300's hours. Returns how many were queued.
 */
export async function sendMonthlySettlements(now: Date): Promise<number> {
  const today = bogotaDay(now);
  if (firstBusinessDayOfMonth(today) !== today || !isLegalSendingTime(now)) return 0;
  await connectDb();
  const month = previousMonth(monthOf(today));
  const leases = await leasesOfMonth(month);
  const ownerIds = [...leases.keys()];
  if (ownerIds.length === 0) return 0;
  const keyOf = (ownerId: string) => `${ownerId}:${month}`;
  const sentBefore = new Set(
    (
      await SettlementSend.find({ _id: trusted({ $in: ownerIds.map(keyOf) }) }, { _id: 1 }).lean<
        Array<{ _id: string }>
      >()
    ).map((row) => row._id),
  );
  const due = ownerIds.filter((id) => !sentBefore.has(keyOf(id)));
  if (due.length === 0) return 0;
  const owners = await Owner.find(
    { _id: trusted({ $in: due }) },
    { name: 1, email: 1, agentId: 1, consent: 1, withholdings: 1 },
  ).lean<OwnerRow[]>();
  const { general } = await readSettings();
  let sent = 0;
  for (const owner of owners) {
    if (!owner.consent?.accepted || !owner.email) continue;
    const key = keyOf(owner._id.toString());
    if (!(await claim(key, now))) continue;
    try {
      await sendOne(owner, leases.get(owner._id.toString()) ?? [], month, today, general.siteName);
      sent += 1;
    } catch (error) {
      await SettlementSend.deleteOne({ _id: key }).catch(() => undefined);
      console.error(
        `[settlements] the settlement of ${owner._id.toString()} for ${month} failed; the next pass retries`,
        error,
      );
    }
  }
  return sent;
}
