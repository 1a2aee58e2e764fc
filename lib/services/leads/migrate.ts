import 'server-only';

import { Lead } from '../../../models/lead';
import { connectDb, trusted } from '../../db';
import { leadStatusOf, LEGACY_LEAD_STATUSES } from '../../domain/leads';
import { leadSearchText, type StoredLead } from './mapper';

let done: Promise<void> | null = null;

/**
 * Leads stored before the pipeline: their legacy status word becomes today's and they get the
 * search text, once per process (idempotent, so several instances doing it at once is harmless).
 * Until then the mapper reads legacy words as today's anyway.
 */
export function migrateStoredLeads(): Promise<void> {
  done ??= migrate().catch((error: unknown) => {
    done = null; // try again on the next list
    throw error;
  });
  return done;
}

async function migrate(): Promise<void> {
  await connectDb();
  // Legacy words are outside the model's enum, hence the untyped filter.
  const legacy: Record<string, unknown> = {
    $or: [{ status: trusted({ $in: Object.keys(LEGACY_LEAD_STATUSES) }) }, { searchText: trusted({ $exists: false }) }],
  };
  const old = await Lead.find(legacy).select('status name email phone').lean<StoredLead[]>();
  for (const lead of old) {
    await Lead.updateOne(
      { _id: lead._id },
      { $set: { status: leadStatusOf(lead.status) ?? 'nueva', searchText: leadSearchText(lead) } },
    );
  }
}
