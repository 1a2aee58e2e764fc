import 'server-only';

import { Cruce, CruceDigest, type CruceDoc } from '../../../models/cruce';
import { Demand } from '../../../models/demand';
import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { trusted } from '../../db';
import { bogotaDay, isLegalSendingTime } from '../../domain/alert-window';
import { digestSubject, digestText } from '../../domain/cruce-mail';
import { siteOrigin } from '../../env';
import { queueMail } from '../outbox';

// Each agent's one e-mail a day of their new cruces (docs/cruce.md#the-daily-digest): in the
// legal hours (Ley 2300 de 2023), claimed by inserting `agentId:AAAA-MM-DD` (of two runners, the
// loser skips), then queued in the outbox (which delivers and retries it); undone if it could not
// be queued, so the next pass retries.

type Named = { _id: { toString(): string }; name?: string; email?: string; active?: boolean };

/** Sends the digests due at `now`; returns how many e-mails went out. */
export async function sendCruceDigests(now: Date): Promise<number> {
  if (!isLegalSendingTime(now)) return 0;
  const pending = await Cruce.find({ seenAt: null, digestId: null }).sort({ score: -1, at: 1 }).lean<CruceDoc[]>();
  if (!pending.length) return 0;
  const byAgent = new Map<string, CruceDoc[]>();
  for (const cruce of pending)
    byAgent.set(String(cruce.agentId), [...(byAgent.get(String(cruce.agentId)) ?? []), cruce]);
  let sent = 0;
  for (const [agentId, cruces] of byAgent) if (await sendDigest(agentId, cruces, now)) sent += 1;
  return sent;
}

async function sendDigest(agentId: string, cruces: CruceDoc[], now: Date): Promise<boolean> {
  const day = bogotaDay(now);
  const claimId = `${agentId}:${day}`;
  try {
    await CruceDigest.create({ _id: claimId, agentId, day, state: 'sending', at: now, items: cruces.length });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false; // today's digest is taken
    throw error;
  }
  const ids = cruces.map((c) => c._id);
  await Cruce.updateMany({ _id: trusted({ $in: ids }), digestId: null }, { $set: { digestId: claimId } });
  try {
    const agent = await User.findById(agentId, { name: 1, email: 1, active: 1 }).lean<Named>();
    if (!agent?.email || agent.active === false) throw new Error('the agent is gone or inactive');
    await queueMail(await composeDigest(agent, cruces), { dedupeKey: `cruce-digest:${claimId}`, legalHours: true });
    await CruceDigest.updateOne({ _id: claimId }, { $set: { state: 'sent' } });
    return true;
  } catch (error) {
    console.error('[cruces] the digest of', agentId, 'failed; it will be retried', error);
    await Cruce.updateMany({ digestId: claimId }, { $set: { digestId: null } });
    await CruceDigest.deleteOne({ _id: claimId });
    return false;
  }
}

async function composeDigest(agent: Named, cruces: CruceDoc[]) {
  const [demands, properties] = await Promise.all([
    Demand.find({ _id: trusted({ $in: [...new Set(cruces.map((c) => String(c.demandId)))] }) }, { client: 1 }).lean<
      Array<{ _id: { toString(): string }; client?: { name?: string } }>
    >(),
    Property.find(
      { _id: trusted({ $in: [...new Set(cruces.map((c) => String(c.propertyId)))] }) },
      { title: 1, price: 1 },
    ).lean<Array<{ _id: { toString(): string }; title?: string; price?: number }>>(),
  ]);
  const clients = new Map(demands.map((d) => [d._id.toString(), d.client?.name ?? 'Cliente']));
  const listings = new Map(properties.map((p) => [p._id.toString(), p]));
  const origin = siteOrigin();
  const lines = cruces.map((c) => {
    const property = listings.get(String(c.propertyId));
    return {
      clientName: clients.get(String(c.demandId)) ?? 'Cliente',
      title: property?.title ?? 'Inmueble',
      price: property?.price ?? 0,
      reason: c.reason,
      reasons: c.reasons ?? [],
      score: c.score ?? 0,
      url: `${origin}/admin/properties/edit/${String(c.propertyId)}`,
    };
  });
  return {
    to: agent.email!,
    subject: digestSubject(lines.length),
    text: digestText({ agentName: agent.name ?? '', lines, panelUrl: `${origin}/admin/cruces` }),
  };
}
