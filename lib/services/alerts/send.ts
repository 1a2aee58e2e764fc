import 'server-only';

import { AlertItem, AlertSend, type AlertItemDoc, type AlertSendDoc } from '../../../models/alert';
import { Property } from '../../../models/property';
import { SavedSearch } from '../../../models/saved-search';
import { User } from '../../../models/user';
import { trusted } from '../../db';
import { alertMailHtml, alertMailSubject, alertMailText, type AlertMailSearch } from '../../domain/alert-mail';
import { bogotaDay, isAlertDue, isLegalSendingTime, type AlertFrequency } from '../../domain/alert-window';
import { LISTED_STATUSES } from '../../domain/property';
import { siteOrigin } from '../../env';
import { joinLocation } from '../../format';
import { listingHref } from '../../listing-url';
import { signUnsubscribeToken } from '../../security/tokens';
import { isQueuedOrSent, queueMail } from '../outbox';

type SearchRow = {
  _id: unknown;
  name: string;
  filters?: Record<string, string>;
  frequency: AlertFrequency;
  alertConsentAt?: Date | null;
};
type PropertyRow = {
  _id: unknown;
  slug?: string;
  title?: string;
  price?: number;
  images?: Array<{ url: string; order?: number }>;
  location?: { neighborhood?: string; city?: string };
  lastDrop?: { from?: number } | null;
};

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteOrigin()}${url}`);
const byId = <T extends { _id: unknown }>(rows: T[]) => new Map(rows.map((row) => [String(row._id), row]));

/**
 * Queues every visitor's due alerts as one e-mail, when the law allows it at `now` (Ley 2300 de
 * 2023): one e-mail per visitor per Bogotá day at most, claimed by inserting `userId:day` (the
 * loser of two runners skips). Items of searches that no longer alert are dropped. First, the
 * sends a crash left between marking and queueing are queued (requeueStuckSends).
 */
export async function sendDueAlerts(now: Date): Promise<number> {
  if (!isLegalSendingTime(now)) return 0;
  let sent = await requeueStuckSends(now);
  const pending = await AlertItem.find({ sentAt: null }).lean<AlertItemDoc[]>();
  if (!pending.length) return sent;
  const searches = byId(
    await SavedSearch.find({ _id: trusted({ $in: [...new Set(pending.map((i) => String(i.searchId)))] }) }).lean<
      SearchRow[]
    >(),
  );
  const stale: string[] = [];
  const due = new Map<string, AlertItemDoc[]>();
  for (const item of pending) {
    const search = searches.get(String(item.searchId));
    if (!search || search.frequency === 'ninguna' || !search.alertConsentAt) {
      stale.push(item._id);
      continue;
    }
    if (!isAlertDue(search.frequency, new Date(item.at), now)) continue;
    due.set(String(item.userId), [...(due.get(String(item.userId)) ?? []), item]);
  }
  if (stale.length) await AlertItem.deleteMany({ _id: trusted({ $in: stale }), sentAt: null });
  for (const [userId, items] of due) if (await sendOne(userId, items, searches, now)) sent += 1;
  return sent;
}

/**
 * The outbox key of an alert e-mail: the visitor and every listing and reason it carries (the
 * items' `_id`s, sorted). An item is created once and marked with one send, so this key is the
 * promise "never the same listing twice for the same reason": queueing the same send again (a
 * pass finishing what a crash left, below) is skipped by the outbox, before or after delivery.
 */
export function alertDedupeKey(userId: string, items: Array<Pick<AlertItemDoc, '_id'>>): string {
  return `alert:${userId}:${items
    .map((item) => item._id)
    .sort()
    .join(',')}`;
}

/** A claim older than this still 'sending' was left by a crash between marking and queueing. */
const STUCK_AFTER_MS = 2 * 60_000;

/**
 * Finishes the sends a process left 'sending' (it died after marking the items, perhaps before the
 * outbox had the e-mail). If the outbox has or had its key, the e-mail exists: the send is marked.
 * Otherwise, on the send's own day its e-mail is queued now (the same items, so the same key); on
 * a later day its items go back to pending, for today's one e-mail, so no day gets two.
 */
async function requeueStuckSends(now: Date): Promise<number> {
  const stuck = await AlertSend.find({
    state: 'sending',
    at: trusted({ $lte: new Date(now.getTime() - STUCK_AFTER_MS) }),
  }).lean<AlertSendDoc[]>();
  let queued = 0;
  for (const send of stuck) {
    const userId = String(send.userId);
    try {
      const items = await AlertItem.find({ sendId: send._id }).lean<AlertItemDoc[]>();
      if (items.length && (await isQueuedOrSent(alertDedupeKey(userId, items)))) {
        await AlertSend.updateOne({ _id: send._id }, { $set: { state: 'sent' } });
      } else if (send.day === bogotaDay(now)) {
        const searches = byId(
          await SavedSearch.find({ _id: trusted({ $in: [...new Set(items.map((i) => String(i.searchId)))] }) }).lean<
            SearchRow[]
          >(),
        );
        if (await queueSend(userId, send._id, items, searches)) queued += 1;
      } else {
        await AlertItem.updateMany({ sendId: send._id }, { $set: { sendId: null, sentAt: null } });
        await AlertSend.deleteOne({ _id: send._id });
      }
    } catch (error) {
      console.error('[alerts] a stuck send of', userId, 'is still not queued; the next pass retries', error);
    }
  }
  return queued;
}

/**
 * Composes and queues the e-mail of claim `claimId`, then marks the claim sent; false when
 * nothing was left to say. The key counts every item of the send, even one whose search is gone.
 */
async function queueSend(userId: string, claimId: string, items: AlertItemDoc[], searches: Map<string, SearchRow>) {
  const user = await User.findById(userId, { name: 1, email: 1 }).lean<{ name: string; email: string }>();
  const live = items.filter((item) => searches.has(String(item.searchId)));
  const mail = user && live.length ? await composeMail(userId, user, live, searches) : null;
  if (!mail) {
    // The visitor or every listing is gone: the items are spent, the day's e-mail is not.
    await AlertSend.deleteOne({ _id: claimId });
    return false;
  }
  await queueMail(mail, { dedupeKey: alertDedupeKey(userId, items), legalHours: true });
  await AlertSend.updateOne({ _id: claimId }, { $set: { state: 'sent' } });
  return true;
}

/**
 * Claims the visitor's e-mail of the day, marks the items and queues the e-mail in the outbox,
 * which delivers and retries it; undoes both if it could not be queued.
 */
async function sendOne(userId: string, items: AlertItemDoc[], searches: Map<string, SearchRow>, now: Date) {
  const claimId = `${userId}:${bogotaDay(now)}`;
  try {
    await AlertSend.create({
      _id: claimId,
      userId,
      day: bogotaDay(now),
      state: 'sending',
      at: now,
      items: items.length,
    });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false; // today's e-mail is taken
    throw error;
  }
  const ids = items.map((item) => item._id);
  await AlertItem.updateMany({ _id: trusted({ $in: ids }), sentAt: null }, { $set: { sendId: claimId, sentAt: now } });
  try {
    return await queueSend(userId, claimId, items, searches);
  } catch (error) {
    console.error('[alerts] queueing the e-mail of', userId, 'failed; it will be retried', error);
    await AlertItem.updateMany({ sendId: claimId }, { $set: { sendId: null, sentAt: null } });
    await AlertSend.deleteOne({ _id: claimId });
    return false;
  }
}

async function composeMail(
  userId: string,
  user: { name: string; email: string },
  items: AlertItemDoc[],
  searches: Map<string, SearchRow>,
) {
  const properties = byId(
    await Property.find(
      // A listing unpublished since it matched is nobody's news.
      { _id: trusted({ $in: items.map((i) => i.propertyId) }), status: trusted({ $in: [...LISTED_STATUSES] }) },
      { slug: 1, title: 1, price: 1, images: 1, location: 1, lastDrop: 1 },
    ).lean<PropertyRow[]>(),
  );
  const groups = new Map<string, AlertMailSearch>();
  for (const item of items) {
    const search = searches.get(String(item.searchId))!;
    const property = properties.get(String(item.propertyId));
    if (!property) continue;
    const cover = [...(property.images ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
    const group = groups.get(String(search._id)) ?? {
      name: search.name,
      url: absolute(listingHref(search.filters ?? {})),
      listings: [],
    };
    group.listings.push({
      title: property.title ?? 'Inmueble',
      price: property.price ?? 0,
      previousPrice: item.reason === 'priceDrop' ? (property.lastDrop?.from ?? undefined) : undefined,
      reason: item.reason,
      url: absolute(`/property/${property.slug || String(property._id)}`),
      image: cover ? absolute(cover.url) : null,
      place: joinLocation([property.location?.neighborhood, property.location?.city]),
    });
    groups.set(String(search._id), group);
  }
  if (!groups.size) return null;
  const token = await signUnsubscribeToken(userId, [...groups.keys()]);
  const input = {
    visitorName: user.name,
    searches: [...groups.values()],
    unsubscribeUrl: `${siteOrigin()}/alertas/baja?token=${token}`,
    accountUrl: `${siteOrigin()}/cuenta`,
  };
  return {
    to: user.email,
    subject: alertMailSubject(input),
    text: alertMailText(input),
    html: alertMailHtml(input),
    headers: {
      'List-Unsubscribe': `<${siteOrigin()}/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
