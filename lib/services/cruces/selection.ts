import 'server-only';

import { Selection, SelectionSend, type SelectionDoc } from '../../../models/cruce';
import { Demand } from '../../../models/demand';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { bogotaDay, isLegalSendingTime } from '../../domain/alert-window';
import { CRUCE_MESSAGES, SELECTION_TTL_DAYS } from '../../domain/cruce';
import { SELECTION_SUBJECT, selectionMailText } from '../../domain/cruce-mail';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { priceDropSince } from '../../domain/price-history';
import type { PropertyCardModel } from '../../domain/property';
import type { PublicUser } from '../../domain/users';
import { siteOrigin } from '../../env';
import { formatShortDate } from '../../format';
import { selectionIdOf, selectionToken, verifySelectionToken } from '../../security/selection-token';
import type { ApiSelection, SelectionBody } from '../../validation/cruce';
import { queueMail } from '../outbox';
import { toApiProperty, toPropertyCard } from '../properties';
import { demandInScope, type StoredDemand } from './demands';
import { listedByIds } from './matches';

// "Enviar selección" (docs/cruce.md#enviar-seleccion): listings an agent picks for a client, a
// signed link valid 30 days, and the client's e-mail with it, queued for the next legal window.

const DAY_MS = 86_400_000;
const linkOf = (selection: Pick<SelectionDoc, '_id' | 'expiresAt'>) =>
  `${siteOrigin()}/seleccion/${selectionToken(String(selection._id), new Date(selection.expiresAt))}`;

/** The Ley 1581 and e-mail checks a demand must pass before its client can be sent anything. */
function assertReachable(demand: StoredDemand): void {
  if (demand.clientConsent?.accepted !== true) throw new ConflictError(CRUCE_MESSAGES.noConsent);
  if (!demand.client?.email?.trim()) throw new ConflictError(CRUCE_MESSAGES.noEmail);
}

/** POST /api/demands/{id}/selection: stores the selection and queues its e-mail; answers the link. */
export async function createSelection(
  demandId: string,
  body: SelectionBody,
  caller: PublicUser,
  now = new Date(),
): Promise<ApiSelection> {
  const demand = await demandInScope(demandId, caller);
  assertReachable(demand);
  const ids = [...new Set(body.propertyIds.map((id) => id.toLowerCase()))];
  const listed = await listedByIds(ids);
  if (ids.some((id) => !listed.has(id))) throw new InvalidError(CRUCE_MESSAGES.selectionNotPublic);
  const selection = await Selection.create({
    demandId: demand._id.toString(),
    agentId: demand.agentId.toString(),
    propertyIds: ids,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SELECTION_TTL_DAYS * DAY_MS),
    mail: { state: 'pending', sentAt: null },
  });
  return { id: String(selection._id), url: linkOf(selection), expiresAt: selection.expiresAt.toISOString() };
}

/** What /seleccion/{token} shows: the listings still public, in the agent's order; 404 when unknown or expired. */
export async function selectionByToken(
  token: string,
  now = new Date(),
): Promise<{ cards: PropertyCardModel[]; expiresAt: string; agentName: string }> {
  const id = selectionIdOf(token);
  if (!id) throw new NotFoundError(CRUCE_MESSAGES.selectionGone);
  await connectDb();
  const selection = await Selection.findById(id).lean<SelectionDoc>();
  if (
    !selection ||
    !verifySelectionToken(token, id, new Date(selection.expiresAt)) ||
    new Date(selection.expiresAt).getTime() <= now.getTime()
  )
    throw new NotFoundError(CRUCE_MESSAGES.selectionGone);
  const rows = await listedByIds(selection.propertyIds.map(String));
  const dropSince = priceDropSince(now);
  const cards = selection.propertyIds.flatMap((pid) => {
    const row = rows.get(String(pid));
    if (!row) return [];
    const property = toApiProperty(row, dropSince);
    // The readable address: the link goes to a client, in an e-mail or a chat.
    return [{ ...toPropertyCard(property), href: `/property/${property.slug || property._id}` }];
  });
  const agent = await User.findById(selection.agentId, { name: 1 }).lean<{ name?: string }>();
  return { cards, expiresAt: new Date(selection.expiresAt).toISOString(), agentName: agent?.name ?? '' };
}

type Pending = SelectionDoc & { _id: { toString(): string } };

/**
 * Sends the queued selection e-mails when the law allows it at `now`: one e-mail per client
 * address per Bogotá day (claimed by inserting `email:AAAA-MM-DD`), with every link waiting for
 * that client. A client whose consent or e-mail is gone, or a selection expired, is not written to.
 */
export async function sendPendingSelections(now: Date): Promise<number> {
  if (!isLegalSendingTime(now)) return 0;
  const pending = await Selection.find({ 'mail.state': 'pending' }).sort({ createdAt: 1 }).lean<Pending[]>();
  if (!pending.length) return 0;
  const demands = new Map(
    (
      await Demand.find({ _id: trusted({ $in: [...new Set(pending.map((s) => String(s.demandId)))] }) }).lean<
        StoredDemand[]
      >()
    ).map((d) => [d._id.toString(), d]),
  );
  const cancelled: string[] = [];
  const byEmail = new Map<string, { demand: StoredDemand; selections: Pending[] }>();
  for (const selection of pending) {
    const demand = demands.get(String(selection.demandId));
    const email = demand?.client?.email?.trim().toLowerCase();
    if (!demand || !email || demand.clientConsent?.accepted !== true || new Date(selection.expiresAt) <= now) {
      cancelled.push(String(selection._id));
      continue;
    }
    const group = byEmail.get(email) ?? { demand, selections: [] };
    group.selections.push(selection);
    byEmail.set(email, group);
  }
  if (cancelled.length)
    await Selection.updateMany(
      { _id: trusted({ $in: cancelled }), 'mail.state': 'pending' },
      { $set: { 'mail.state': 'cancelled' } },
    );
  let sent = 0;
  for (const [email, group] of byEmail) if (await sendOne(email, group.demand, group.selections, now)) sent += 1;
  return sent;
}

async function sendOne(email: string, demand: StoredDemand, selections: Pending[], now: Date): Promise<boolean> {
  const claimId = `${email}:${bogotaDay(now)}`;
  const ids = selections.map((s) => String(s._id));
  try {
    await SelectionSend.create({ _id: claimId, selectionIds: ids, state: 'sending', at: now });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false; // today's message to this client is taken
    throw error;
  }
  await Selection.updateMany(
    { _id: trusted({ $in: ids }), 'mail.state': 'pending' },
    { $set: { 'mail.state': 'sent', 'mail.sentAt': now } },
  );
  try {
    const agent = await User.findById(demand.agentId, { name: 1 }).lean<{ name?: string }>();
    const links = selections.map((s) => ({
      url: linkOf(s),
      count: s.propertyIds.length,
      expiresOn: formatShortDate(new Date(s.expiresAt)),
    }));
    await queueMail(
      {
        to: email,
        subject: SELECTION_SUBJECT,
        text: selectionMailText({ clientName: demand.client.name, agentName: agent?.name ?? '', links }),
      },
      { dedupeKey: `cruce-selection:${claimId}`, legalHours: true },
    );
    await SelectionSend.updateOne({ _id: claimId }, { $set: { state: 'sent' } });
    return true;
  } catch (error) {
    console.error('[cruces] the selection e-mail to a client failed; it will be retried', error);
    await Selection.updateMany(
      { _id: trusted({ $in: ids }) },
      { $set: { 'mail.state': 'pending', 'mail.sentAt': null } },
    );
    await SelectionSend.deleteOne({ _id: claimId });
    return false;
  }
}
