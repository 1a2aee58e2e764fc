import 'server-only';

import { Mandate } from '../../../models/mandate';
import { Owner } from '../../../models/owner';
import { OwnerReportSend } from '../../../models/owner-report-link';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { isLegalSendingTime } from '../../domain/alert-window';
import { isCurrentMandate } from '../../domain/mandates';
import { firstBusinessDayOfMonth, monthOf } from '../../domain/owner-report';
import { reportMailSubject, reportMailText } from '../../domain/owner-report-words';
import { bogotaDay } from '../../domain/visits';
import { queueMail } from '../outbox';
import { readSettings } from '../settings';
import { ensureLink } from './links';
import { buildReport, reportProperty } from './report';

// The owners' monthly report (docs/owner-report.md#the-monthly-e-mail): on the first business
// day of the month, in Ley 2300's hours, one e-mail per property with a current mandate whose
// owner consented and has an e-mail. Each property and month is claimed once, by a unique `_id`.

type MandateRow = {
  propertyId: { toString(): string };
  ownerId: { toString(): string };
  startDate: string;
  endDate: string;
  endedAt?: Date | null;
};
type OwnerRow = { _id: { toString(): string }; name: string; email?: string; consent?: { accepted?: boolean } };

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** Claims the e-mail of `propertyId` for `month`; false when another pass has it. */
async function claim(key: string, now: Date): Promise<boolean> {
  try {
    await OwnerReportSend.create({ _id: key, at: now });
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

/** Who gets a report at `now`: each property with a current mandate and an owner who may be written to. */
async function recipients(today: string) {
  const mandates = (
    await Mandate.find(
      { endedAt: null, endDate: trusted({ $gte: today }) },
      { propertyId: 1, ownerId: 1, startDate: 1, endDate: 1, endedAt: 1 },
    ).lean<MandateRow[]>()
  ).filter((mandate) => isCurrentMandate(mandate, today));
  if (mandates.length === 0) return [];
  const owners = await Owner.find(
    { _id: trusted({ $in: [...new Set(mandates.map((m) => m.ownerId.toString()))] }) },
    { name: 1, email: 1, consent: 1 },
  ).lean<OwnerRow[]>();
  const byId = new Map(owners.map((owner) => [owner._id.toString(), owner]));
  return mandates.flatMap((mandate) => {
    const owner = byId.get(mandate.ownerId.toString());
    return owner?.consent?.accepted && owner.email ? [{ propertyId: mandate.propertyId.toString(), owner }] : [];
  });
}

async function sendOne(propertyId: string, owner: OwnerRow, month: string, agencyName: string, now: Date) {
  const property = await reportProperty(propertyId);
  const [report, link] = await Promise.all([buildReport(property, now), ensureLink(propertyId, null, now)]);
  // Keyed by the claim: a pass that claimed again after a crash never queues the report twice.
  await queueMail(
    {
      to: owner.email!,
      subject: reportMailSubject(report, month),
      text: reportMailText(report, { ownerName: owner.name, month, url: link.url, agencyName }),
    },
    { dedupeKey: `owner-report:${propertyId}:${month}`, legalHours: true },
  );
}

/**
 * The pass's monthly reports at `now` (the alert runner's clock): nothing outside the first
 * business day of the month (Monday to Friday, not a Colombian holiday) or outside Ley 2300's
 * hours. Each report is claimed, then queued in the outbox, which delivers and retries it; one that
 * could not be queued gives its claim back, so the next pass of the day retries it.
 */
export async function sendMonthlyReports(now: Date): Promise<number> {
  const today = bogotaDay(now);
  if (firstBusinessDayOfMonth(today) !== today || !isLegalSendingTime(now)) return 0;
  await connectDb();
  const month = monthOf(today);
  const keyOf = (propertyId: string) => `${propertyId}:${month}`;
  const candidates = await recipients(today);
  if (candidates.length === 0) return 0;
  // Every pass of that day comes here: those already sent are read once rather than each
  // refused by a failed insert.
  const sentBefore = new Set(
    (
      await OwnerReportSend.find(
        { _id: trusted({ $in: candidates.map((c) => keyOf(c.propertyId)) }) },
        { _id: 1 },
      ).lean<Array<{ _id: string }>>()
    ).map((row) => row._id),
  );
  const due = candidates.filter((c) => !sentBefore.has(keyOf(c.propertyId)));
  if (due.length === 0) return 0;
  const existing = new Set(
    (
      await Property.find({ _id: trusted({ $in: due.map((d) => d.propertyId) }) }, { _id: 1 }).lean<
        Array<{ _id: unknown }>
      >()
    ).map((row) => String(row._id)),
  );
  const { general } = await readSettings();
  let sent = 0;
  for (const { propertyId, owner } of due) {
    if (!existing.has(propertyId)) continue;
    const key = keyOf(propertyId);
    if (!(await claim(key, now))) continue;
    try {
      await sendOne(propertyId, owner, month, general.siteName, now);
      sent += 1;
    } catch (error) {
      await OwnerReportSend.deleteOne({ _id: key }).catch(() => undefined);
      console.error(`[owner-reports] the report of ${propertyId} for ${month} failed; the next pass retries`, error);
    }
  }
  return sent;
}
