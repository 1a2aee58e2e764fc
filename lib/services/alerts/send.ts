import 'server-only';

import { AlertItem, AlertSend, type AlertItemDoc } from '../../../models/alert';
import { Property } from '../../../models/property';
import { SavedSearch } from '../../../models/saved-search';
import { User } from '../../../models/user';
import { signUnsubscribeToken } from '../../auth/tokens';
import { trusted } from '../../db';
import { alertMailHtml, alertMailSubject, alertMailText, type AlertMailSearch } from '../../domain/alert-mail';
import { bogotaDay, isAlertDue, isLegalSendingTime, type AlertFrequency } from '../../domain/alert-window';
import { LISTED_STATUSES } from '../../domain/property';
import { joinLocation } from '../../format';
import { listingHref } from '../../listing-url';
import { sendMail, siteOrigin } from '../../mail';

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
 * Sends every visitor's due alerts as one e-mail, when the law allows it at `now` (Ley 2300 de
 * 2023): one e-mail per visitor per Bogotá day at most, claimed by inserting `userId:day` (the
 * loser of two runners skips). Items of searches that no longer alert are dropped.
 */
export async function sendDueAlerts(now: Date): Promise<number> {
  if (!isLegalSendingTime(now)) return 0;
  const pending = await AlertItem.find({ sentAt: null }).lean<AlertItemDoc[]>();
  if (!pending.length) return 0;
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
  let sent = 0;
  for (const [userId, items] of due) if (await sendOne(userId, items, searches, now)) sent += 1;
  return sent;
}

/** Claims the visitor's e-mail of the day, marks the items and sends; undoes both if sending fails. */
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
    const user = await User.findById(userId, { name: 1, email: 1 }).lean<{ name: string; email: string }>();
    if (!user) throw new Error('the visitor is gone');
    const mail = await composeMail(userId, user, items, searches);
    if (!mail) {
      // Every listing left the catalogue: the items are spent, the day's e-mail is not.
      await AlertSend.deleteOne({ _id: claimId });
      return false;
    }
    await sendMail(mail);
    await AlertSend.updateOne({ _id: claimId }, { $set: { state: 'sent' } });
    return true;
  } catch (error) {
    console.error('[alerts] sending to', userId, 'failed; it will be retried', error);
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
