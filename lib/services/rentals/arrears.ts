import 'server-only';

import { Lease } from '../../../models/lease';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { serialQueue } from '../../db/capabilities';
import { isLegalSendingTime } from '../../domain/alert-window';
import { dayInWords } from '../../domain/owner-report';
import { reminderClaimBefore, reminderRefusal } from '../../domain/rentals/collection';
import { computeStatement } from '../../domain/rentals/ledger';
import { NOTICE_MESSAGES } from '../../domain/rentals/notice-messages';
import type { LeaseNotice, Statement } from '../../domain/rentals/types';
import { bogotaDay } from '../../domain/visits';
import { formatPrice } from '../../format';
import { queueMail } from '../outbox';
import { loadSettings } from '../settings';
import { claimRun } from './job-runs';
import { readLedgers } from './ledger-store';
import type { StoredLease } from './stored';
import { tenantLinkUrl } from './tenant-link';

// Payment reminders within Ley 2300 de 2023 (docs/rentals.md#arrears-within-ley-2300): a tenant
// with an overdue charge gets an e-mail with the statement, only if they authorised e-mail for
// collection, only in the legal hours, never twice a day nor by two channels a week, and (the
// product's own rule) at most once in seven days. Co-signers are not contacted by the product;
// references are never stored, so never contacted.

type ReminderLease = Pick<
  StoredLease,
  | '_id'
  | 'propertyId'
  | 'tenant'
  | 'contactChannels'
  | 'notices'
  | 'claims'
  | 'startDate'
  | 'graceDays'
  | 'tenantLink'
  | 'terminatedAt'
>;

/** On the embedded database a conditional update is a read then a write: the claims run one at a time there. */
const claims = serialQueue('lease-reminder-claims');

const day = (d: string) => dayInWords(d, true);

/** Earlier collection contacts with the tenant: the reminders recorded on the lease. */
const historyOf = (lease: ReminderLease) =>
  (lease.notices ?? []).filter((n) => n.kind === 'reminder').map((n) => ({ channel: n.channel, at: new Date(n.at) }));

/**
 * Takes this reminder: sets `claims.reminder` to today where the last one is at least seven days
 * old, and records the notice in the same update. Of two runners, one sets it.
 */
async function claim(lease: ReminderLease, today: string, notice: LeaseNotice): Promise<boolean> {
  const before = reminderClaimBefore(today);
  const result = await claims(() =>
    Lease.updateOne(
      {
        _id: lease._id,
        $or: [{ 'claims.reminder': trusted({ $exists: false }) }, { 'claims.reminder': trusted({ $lt: before }) }],
      },
      { $set: { 'claims.reminder': today }, $push: { notices: notice } },
    ),
  );
  return result.modifiedCount === 1;
}

async function release(lease: ReminderLease, notice: LeaseNotice): Promise<void> {
  const previous = (lease.claims ?? {}).reminder;
  const undo =
    typeof previous === 'string' ? { $set: { 'claims.reminder': previous } } : { $unset: { 'claims.reminder': 1 } };
  await Lease.updateOne({ _id: lease._id }, { ...undo, $pull: { notices: { kind: 'reminder', at: notice.at } } }).catch(
    (error: unknown) =>
      console.error('[rentals] could not release a reminder claim:', error instanceof Error ? error.message : error),
  );
}

/** The reminder: what is overdue, the interest, the balance and how to pay. */
export function reminderMail(
  lease: Pick<StoredLease, 'tenant'>,
  title: string,
  statement: Statement,
  agency: { name: string; phone: string; email: string },
  bankDetails: string,
  link: string | null,
) {
  const overdue = statement.charges
    .filter((c) => c.status === 'vencido')
    .map((c) => `- Periodo del ${day(c.period)}: vencía el ${day(c.due)}; pendiente ${formatPrice(c.amount - c.paid)}`);
  return {
    to: lease.tenant.email,
    subject: NOTICE_MESSAGES.reminderSubject,
    text: [
      `Hola, ${lease.tenant.name}:`,
      `Le recordamos que el arriendo del inmueble ${title} tiene pagos vencidos.`,
      [
        `Estado de cuenta al ${day(statement.asOf)}:`,
        ...overdue,
        ...(statement.interest > 0 ? [`Intereses de mora: ${formatPrice(statement.interest)}`] : []),
        `Saldo total: ${formatPrice(statement.balance)}`,
      ].join('\n'),
      ...(bankDetails ? [`Cómo pagar:\n${bankDetails}`] : []),
      ...(link ? [`Su estado de cuenta completo: ${link}`] : []),
      'Si ya pagó, por favor ignore este mensaje.',
      [agency.name, agency.phone, agency.email].filter(Boolean).join(' · '),
    ].join('\n\n'),
  };
}

/** Ledgers read per query in the pass: bounded memory; on the embedded database a query decodes the collection once. */
const LEDGER_BATCH = 500;

/** Claims, records and queues one reminder (false: another runner has it); gives the claim back if queueing fails. */
async function remind(
  lease: ReminderLease,
  statement: Statement,
  today: string,
  now: Date,
  settings: Awaited<ReturnType<typeof loadSettings>>,
): Promise<boolean> {
  const notice: LeaseNotice = {
    kind: 'reminder',
    channel: 'email',
    at: now,
    summary: NOTICE_MESSAGES.reminderSummary(statement.balance),
  };
  if (!(await claim(lease, today, notice))) return false;
  try {
    const property = await Property.findById(lease.propertyId, { title: 1 }).lean<{ title?: string }>();
    const { siteName, contactPhone, contactEmail } = settings.general;
    const mail = reminderMail(
      lease,
      property?.title ?? '',
      statement,
      { name: siteName, phone: contactPhone, email: contactEmail },
      settings.rentals.bankDetails,
      // An ended lease's link answers 404 (tenant-link.ts): a former tenant gets the statement in the mail only.
      lease.terminatedAt && lease.terminatedAt <= today ? null : tenantLinkUrl(lease),
    );
    await queueMail(mail, { dedupeKey: `lease-reminder:${String(lease._id)}:${today}`, legalHours: true });
    return true;
  } catch (error) {
    await release(lease, notice);
    throw error;
  }
}

/**
 * The reminders due at `now`, once a Bogotá day, at its first pass in the legal hours (the pass
 * reads every lease's ledger: 2,000 leases take tens of seconds on the embedded database, so not
 * every hour; a reminder a week needs no more): each lease whose tenant has
 * an overdue charge at today's statement and may be contacted by e-mail (collection.ts) gets one,
 * claimed and recorded on the lease. How many went out.
 */
export async function sendArrearsReminders(now: Date): Promise<number> {
  if (!isLegalSendingTime(now) || !(await claimRun('lease-reminders', now, 'day'))) return 0;
  await connectDb();
  const today = bogotaDay(now);
  const before = reminderClaimBefore(today);
  const leases = await Lease.find(
    { 'tenant.email': trusted({ $ne: '' }), contactChannels: 'email' },
    {
      propertyId: 1,
      tenant: 1,
      contactChannels: 1,
      notices: 1,
      claims: 1,
      startDate: 1,
      graceDays: 1,
      tenantLink: 1,
      terminatedAt: 1,
    },
  ).lean<ReminderLease[]>();
  const settings = await loadSettings();
  // Reminded within seven days, or not to be contacted now: skipped without reading the ledger.
  const candidates = leases.filter((lease) => {
    const last = (lease.claims ?? {}).reminder;
    if (typeof last === 'string' && last >= before) return false;
    const history = historyOf(lease);
    return !reminderRefusal({ now, to: 'tenant', channel: 'email', authorised: lease.contactChannels ?? [], history });
  });
  let sent = 0;
  for (let i = 0; i < candidates.length; i += LEDGER_BATCH) {
    const batch = candidates.slice(i, i + LEDGER_BATCH);
    const ledgers = await readLedgers(batch, today);
    for (const lease of batch) {
      try {
        const statement = computeStatement({
          entries: ledgers.get(String(lease._id)) ?? [],
          lateInterestRate: settings.rentals.lateInterestRate,
          asOf: today,
        });
        if (statement.daysOverdue < 1 || statement.balance <= 0) continue;
        if (await remind(lease, statement, today, now, settings)) sent += 1;
      } catch (error) {
        console.error(
          `[rentals] reminder of lease ${String(lease._id)} failed; the next pass retries`,
          error instanceof Error ? error.message : error,
        );
      }
    }
  }
  return sent;
}
