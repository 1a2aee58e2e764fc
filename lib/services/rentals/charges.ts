import 'server-only';

import { Lease } from '../../../models/lease';
import { RentalJobRun } from '../../../models/rental-job-run';
import { connectDb, trusted } from '../../db';
import { isEmbedded } from '../../db/capabilities';
import { dueOf, periodIndexOf, periodStart, rentOn } from '../../domain/rentals/periods';
import type { ChargeEntry } from '../../domain/rentals/types';
import { addDays, bogotaDay } from '../../domain/visits';
import { appendCharges, appendEntries } from './ledger-store';
import type { StoredLease } from './stored';

// The monthly charges (docs/rentals.md#charges-and-payments): one per period, canon plus
// administración, due `graceDays` after the period starts. Every period that has started by today
// has its charge: a lease signed with a past start gets the past ones at once, and the timed job
// creates each new one on its day. A charge's ledger key is `charge:<period>`, so however many
// passes run, each period is charged once.

type ChargeLease = Pick<
  StoredLease,
  'startDate' | 'graceDays' | 'rents' | 'adminFee' | 'paidThrough' | 'terminatedAt' | 'nextPeriod'
>;

/** The last period start that is charged on `today`: none starting on or after the termination day. */
function lastChargeable(lease: ChargeLease, today: string): string | null {
  if (lease.terminatedAt && lease.terminatedAt <= today) {
    const n = periodIndexOf(lease.startDate, lease.terminatedAt);
    const start = periodStart(lease.startDate, n);
    // The period the termination falls in is charged unless it starts that very day.
    return start === lease.terminatedAt ? (n > 0 ? periodStart(lease.startDate, n - 1) : null) : start;
  }
  return today;
}

/**
 * The charges of every started period from `lease.nextPeriod` (every period before it has one) through
 * `today`; those starting before `paidThrough` are created settled ("Saldado al registrar").
 */
export function chargesFor(
  lease: ChargeLease,
  today: string,
  createdBy: string | null = null,
  now = new Date(),
): ChargeEntry[] {
  const last = lastChargeable(lease, today);
  if (!last) return [];
  const charges: ChargeEntry[] = [];
  for (let n = Math.max(0, periodIndexOf(lease.startDate, lease.nextPeriod)); ; n += 1) {
    const period = periodStart(lease.startDate, n);
    if (period > last) break;
    if (period < lease.nextPeriod) continue;
    const canon = rentOn(lease.rents, period);
    charges.push({
      kind: 'charge',
      key: `charge:${period}`,
      date: period,
      amount: canon + lease.adminFee,
      period,
      due: dueOf(period, lease.graceDays),
      canon,
      adminFee: lease.adminFee,
      settledAtRegistration: !!lease.paidThrough && period < lease.paidThrough,
      createdAt: now,
      createdBy,
    });
  }
  return charges;
}

/** The period after the last of these charges: where the next pass starts. */
const periodAfter = (lease: ChargeLease, charges: ChargeEntry[]) =>
  periodStart(lease.startDate, periodIndexOf(lease.startDate, charges[charges.length - 1].period) + 1);

/** Appends the lease's missing charges through `today`: how many, and the `nextPeriod` they leave (null: none due). */
async function appendDueCharges(
  lease: ChargeLease & Pick<StoredLease, '_id'>,
  today: string,
  createdBy: string | null,
  now: Date,
  append: (leaseId: StoredLease['_id'], charges: ChargeEntry[]) => Promise<unknown[]> = appendEntries,
): Promise<{ appended: number; nextPeriod: string | null }> {
  const charges = chargesFor(lease, today, createdBy, now);
  if (charges.length === 0) return { appended: 0, nextPeriod: null };
  const appended = await append(lease._id, charges);
  return { appended: appended.length, nextPeriod: periodAfter(lease, charges) };
}

/** Creates the lease's missing charges through `today` and moves `nextPeriod`; how many were appended. */
export async function createDueCharges(
  lease: ChargeLease & Pick<StoredLease, '_id'>,
  today: string,
  createdBy: string | null = null,
  now = new Date(),
): Promise<number> {
  const { appended, nextPeriod } = await appendDueCharges(lease, today, createdBy, now);
  // Two passes at once set the same day.
  if (nextPeriod) await Lease.updateOne({ _id: lease._id }, { $set: { nextPeriod } });
  return appended;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** The Bogotá hour of `now` ("2026-11-29T05"): the charge job runs once in each. */
export function bogotaHour(now: Date): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 13);
}

/** Claims this hour's charge pass (a unique `_id` insert); false when another pass has it. */
async function claimHour(now: Date): Promise<boolean> {
  try {
    await RentalJobRun.create({ _id: `charges:${bogotaHour(now)}`, at: now });
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

/**
 * The timed charge pass: once per Bogotá hour (claimed, so two instances or two passes never both
 * run it), the started periods' charges of every lease whose next period has begun. One scan of
 * the leases, an insert per new charge (a read by `_id` per lease on the embedded database, which
 * keeps no mark on the lease), then on MongoDB one update of the leases scanned. How many charges.
 */
export async function runChargeJob(now: Date): Promise<number> {
  await connectDb();
  if (!(await claimHour(now))) return 0;
  const today = bogotaDay(now);
  const started = performance.now();
  const leases = await Lease.find(
    { nextPeriod: trusted({ $lte: today }) },
    { startDate: 1, graceDays: 1, rents: 1, adminFee: 1, paidThrough: 1, terminatedAt: 1, nextPeriod: 1 },
  ).lean<Array<ChargeLease & Pick<StoredLease, '_id'>>>();
  const scanned = performance.now();
  let created = 0;
  const done: StoredLease['_id'][] = [];
  for (const lease of leases) {
    try {
      created += (await appendDueCharges(lease, today, null, now, appendCharges)).appended;
      done.push(lease._id);
    } catch (error) {
      // One lease failing keeps its nextPeriod: the next hour's pass tries it again.
      console.error(`[rentals] charges of lease ${String(lease._id)} failed`, error);
    }
  }
  const charged = performance.now();
  // MongoDB: the leases move to tomorrow in one indexed update. The embedded database rewrites no
  // lease (each update there decodes the whole collection, per document changed): its pass finds
  // what is made by `_id` (ledger-store.ts appendCharges).
  if (done.length > 0 && !(await isEmbedded()))
    await Lease.updateMany(
      { _id: trusted({ $in: done }) },
      { $set: { nextPeriod: addDays(today, 1) } },
      { timestamps: false },
    );
  const ms = (from: number, to: number) => Math.round(to - from);
  console.info(
    `[rentals] ${created} charges for ${leases.length} leases: scan ${ms(started, scanned)} ms, ` +
      `charges ${ms(scanned, charged)} ms, schedule ${ms(charged, performance.now())} ms`,
  );
  return created;
}
