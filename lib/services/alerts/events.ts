import 'server-only';

import { AlertEvent } from '../../../models/alert';
import { connectDb } from '../../db';
import { LISTED_STATUSES } from '../../domain/property';
import type { AlertReason } from '../../domain/saved-searches';

// What a property save tells the alerts: one insert, never a match (that is the runner's job,
// lib/services/jobs/runner.ts), so a catalogue of 10,000 saved searches costs a save nothing.

interface Snapshot {
  _id: { toString(): string };
  status?: string | null;
  lastDrop?: { at?: Date | string | null } | null;
}

const listed = (row: Snapshot | null | undefined) =>
  !!row && (LISTED_STATUSES as readonly unknown[]).includes(row.status ?? '');
const dropAt = (row: Snapshot | null | undefined) => (row?.lastDrop?.at ? new Date(row.lastDrop.at).getTime() : 0);

/** Why a save is news for saved searches: it became public, or its price fell while public. */
export function alertReasonOf(before: Snapshot | null, after: Snapshot): AlertReason | null {
  if (!listed(after)) return null;
  if (!listed(before)) return 'new';
  return dropAt(after) > dropAt(before) ? 'priceDrop' : null;
}

/**
 * Records the event of a save, if any. A failure is logged, not thrown: the save itself has
 * happened and its answer must say so.
 */
export async function recordAlertEvent(before: Snapshot | null, after: Snapshot): Promise<void> {
  const reason = alertReasonOf(before, after);
  if (!reason) return;
  try {
    await connectDb();
    await AlertEvent.create({
      propertyId: String(after._id),
      reason,
      at: new Date(),
      matchedAt: null,
      crossedAt: null,
    });
  } catch (error) {
    console.error('[alerts] could not record the event of property', after._id.toString(), error);
  }
}
