// When a lease enters the dashboard's lists and its agent gets an e-mail
// (docs/rentals.md#notices-and-the-end-of-the-term). Pure.

import { addDays } from '../visits';
import { addMonths } from './periods';

/** "Incrementos por aplicar": leases reaching 12 months at one canon within this many days... */
export const INCREASE_LOOKAHEAD_DAYS = 45;
/** ...and those that reached them this many days ago without an increase (nobody acted yet). */
export const INCREASE_GRACE_DAYS = 30;

/** The notice to end a lease at the end of its term: three months ahead (Ley 820 de 2003, arts. 22-24). */
export const NOTICE_MONTHS = 3;
/** "Contratos por vencer" shows a lease this many days before its last day for that notice. */
export const ENDING_LEAD_DAYS = 45;

/** Whether a lease whose 12 months at one canon are complete on `reachesOn` is listed on `today`. */
export function isIncreaseDue(reachesOn: string, today: string): boolean {
  return reachesOn >= addDays(today, -INCREASE_GRACE_DAYS) && reachesOn <= addDays(today, INCREASE_LOOKAHEAD_DAYS);
}

/** The last day to give the three months' notice for a term ending on `termEnd` (its last day). */
export const noticeDeadline = (termEnd: string) => addMonths(addDays(termEnd, 1), -NOTICE_MONTHS);

/** Whether a lease whose current term ends on `termEnd` is listed "por vencer" on `today`. */
export function isEndingListed(termEnd: string, today: string): boolean {
  return today >= addDays(noticeDeadline(termEnd), -ENDING_LEAD_DAYS) && today <= termEnd;
}
