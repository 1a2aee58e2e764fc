import 'server-only';

import { RentalJobRun } from '../../../models/rental-job-run';
import { connectDb } from '../../db';
import { bogotaHour } from './charges';

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Claims this Bogotá hour's run of the job `name` (a unique `_id` insert, "lease-notices:2026-11-30T10"):
 * a pass that scans every lease runs once an hour, whatever the number of instances or passes.
 */
export async function claimRun(name: string, now: Date): Promise<boolean> {
  await connectDb();
  try {
    await RentalJobRun.create({ _id: `${name}:${bogotaHour(now)}`, at: now });
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}
