import 'server-only';

import { RentalJobRun } from '../../../models/rental-job-run';
import { connectDb } from '../../db';
import { bogotaDay } from '../../domain/visits';
import { bogotaHour } from './charges';

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Claims this Bogotá hour's (or day's) run of the job `name` (a unique `_id` insert,
 * "lease-notices:2026-11-30T10", "lease-reminders:2026-11-30"): a pass that scans every lease runs
 * once in each, whatever the number of instances or passes.
 */
export async function claimRun(name: string, now: Date, per: 'hour' | 'day' = 'hour'): Promise<boolean> {
  await connectDb();
  try {
    await RentalJobRun.create({ _id: `${name}:${per === 'hour' ? bogotaHour(now) : bogotaDay(now)}`, at: now });
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}
