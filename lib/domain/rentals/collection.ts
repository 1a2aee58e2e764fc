// Collection contacts within Ley 2300 de 2023, art. 3 (docs/rentals.md#arrears-within-ley-2300):
// only through a channel the debtor authorised; Monday to Friday 7:00-19:00 and Saturday
// 8:00-15:00 (Bogotá), never on Sundays or holidays; never more than once a day; never by more
// than one channel in the same week. Co-signers within the same limits; the tenant's references
// never. The product is stricter than the law: at most one payment reminder in any seven days.
// Pure.

import { isLegalSendingTime, startOfBogotaWeek } from '../alert-window';
import { addDays, bogotaDay } from '../visits';
import type { ContactChannel } from './types';

/** Who a collection contact is for: the tenant, one of the co-signers, or a reference (never). */
export type Debtor = 'tenant' | 'cosigner' | 'reference';

/** A collection contact already made, to the same person. */
export interface PastContact {
  channel: ContactChannel;
  at: Date;
}

export interface ContactRequest {
  now: Date;
  to: Debtor;
  channel: ContactChannel;
  /** The channels this person authorised for collection contacts. */
  authorised: readonly ContactChannel[];
  /** Earlier collection contacts with this person (any channel). */
  history: readonly PastContact[];
}

export const COLLECTION_REFUSALS = [
  'reference',
  'channel_not_authorised',
  'outside_legal_hours',
  'same_day',
  'other_channel_this_week',
  'reminder_this_week',
] as const;
export type CollectionRefusal = (typeof COLLECTION_REFUSALS)[number];

/** Days between two reminders (the product's rule, stricter than the law's once a day). */
export const REMINDER_INTERVAL_DAYS = 7;

/** Why the law forbids this contact now, or null when it allows it. Checked in the order of art. 3. */
export function legalContactRefusal({
  now,
  to,
  channel,
  authorised,
  history,
}: ContactRequest): CollectionRefusal | null {
  if (to === 'reference') return 'reference';
  if (!authorised.includes(channel)) return 'channel_not_authorised';
  if (!isLegalSendingTime(now)) return 'outside_legal_hours';
  const today = bogotaDay(now);
  if (history.some((c) => bogotaDay(c.at) === today)) return 'same_day';
  const week = startOfBogotaWeek(now).getTime();
  if (history.some((c) => c.at.getTime() >= week && c.at.getTime() <= now.getTime() && c.channel !== channel))
    return 'other_channel_this_week';
  return null;
}

/**
 * Why a payment reminder may not go now, or null: the law's limits, then the product's one in any
 * seven days (counted in Bogotá days: a reminder on a Tuesday allows the next on the next Tuesday).
 */
export function reminderRefusal(request: ContactRequest): CollectionRefusal | null {
  const legal = legalContactRefusal(request);
  if (legal) return legal;
  const earliest = addDays(bogotaDay(request.now), -(REMINDER_INTERVAL_DAYS - 1));
  if (request.history.some((c) => bogotaDay(c.at) >= earliest)) return 'reminder_this_week';
  return null;
}

/**
 * The Bogotá day before which the last reminder must fall for a new one to go on `today`: what
 * a claim compares with, so two runners never both send.
 */
export const reminderClaimBefore = (today: string) => addDays(today, -(REMINDER_INTERVAL_DAYS - 1));
