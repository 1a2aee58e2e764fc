import 'server-only';

import { InvalidError } from '../../../domain/errors';
import { VISIT_MESSAGES } from '../../../domain/visit-messages';
import {
  addDays,
  bogotaDay,
  bogotaInstant,
  daySlots,
  isBookable,
  toBogotaIso,
  type Slot,
} from '../../../domain/visits';
import { readSettings } from '../../settings';
import { isFree, takenBlocks } from './claims';
import { visitHosts, visitProperty } from './property';

export interface ApiSlot {
  start: string;
  end: string;
}

export const toApiSlot = (slot: Slot): ApiSlot => ({ start: toBogotaIso(slot.start), end: toBogotaIso(slot.end) });

/** The day's slots within office hours (Settings > General). */
async function officeSlots(day: string): Promise<Slot[]> {
  const { general } = await readSettings();
  return daySlots(day, general.officeHours, general.visitSlotMinutes);
}

/** The day's slots that can still be booked now. */
async function bookableSlots(day: string): Promise<Slot[]> {
  const now = new Date();
  return (await officeSlots(day)).filter((slot) => isBookable(slot.start, now));
}

/** The slot of the office's grid starting at `start`, bookable now; a 400 otherwise. */
export async function bookableSlotAt(start: Date): Promise<Slot> {
  const slot = (await officeSlots(bogotaDay(start))).find((s) => s.start.getTime() === start.getTime());
  if (!slot) throw new InvalidError(VISIT_MESSAGES.slotInvalid);
  if (!isBookable(slot.start, new Date())) throw new InvalidError(VISIT_MESSAGES.notBookable);
  return slot;
}

/** The slots of `day` at least one of `agentKeys` has free (blocks held by the visit `except` count as free). */
export async function freeSlotsOf(agentKeys: string[], day: string, except?: string): Promise<Slot[]> {
  const slots = await bookableSlots(day);
  if (slots.length === 0) return [];
  const taken = await takenBlocks(agentKeys, bogotaInstant(day), bogotaInstant(addDays(day, 1)), except);
  return slots.filter((slot) => agentKeys.some((key) => isFree(taken, key, slot)));
}

/** GET /api/properties/{id}/slots: the free visit slots of one day for a visitable property. */
export async function propertySlots(idOrSlug: string, day: string): Promise<ApiSlot[]> {
  const property = await visitProperty(idOrSlug);
  const hosts = await visitHosts(property, false);
  return (
    await freeSlotsOf(
      hosts.map((h) => h.key),
      day,
    )
  ).map(toApiSlot);
}
