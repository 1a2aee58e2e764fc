import 'server-only';

import { Activity } from '../../../models/activity';
import { Lead } from '../../../models/lead';
import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { connectDb } from '../../db';
import { NotFoundError } from '../../domain/errors';
import { looksLikeId } from '../../domain/ids';
import {
  daysOnMarket,
  firstListedAt,
  medianPricePerM2,
  pricePercentile,
  reportStartDay,
  weeklyBuckets,
  type StatusEntry,
} from '../../domain/owner-report';
import { PROPERTY_MESSAGES, type Operation, type PropertyType } from '../../domain/property';
import { bogotaDay } from '../../domain/visits';
import type { OwnerReport } from '../../validation/owner-report';
import { listMarketListings } from '../market';
import { countViewDays } from '../properties';

// The figures of the owner's report (docs/owner-report.md#the-figures), for staff and for the
// owner's page alike. Always fresh: a handful of small reads, no cache.

const FIELDS = {
  title: 1,
  slug: 1,
  status: 1,
  operation: 1,
  type: 1,
  price: 1,
  features: 1,
  location: 1,
  views: 1,
  priceHistory: 1,
  agentId: 1,
  createdAt: 1,
};

export interface ReportProperty {
  _id: { toString(): string };
  title: string;
  slug: string;
  status: string;
  operation: Operation;
  type: PropertyType;
  price: number;
  features?: { area?: number | null };
  location?: { locality?: string; localityCode?: string; city?: string; cityCode?: string };
  views?: number;
  priceHistory?: Array<{ price: number; at: Date }>;
  agentId?: { toString(): string } | null;
  createdAt: Date;
}

const notFound = () => new NotFoundError(PROPERTY_MESSAGES.notFound);

/** A property staff may see (an agent: only one assigned to them), or the 404 of any unknown one. */
export async function reportProperty(id: string, agentId?: string): Promise<ReportProperty> {
  await connectDb();
  const byId = looksLikeId(id) ? await Property.findById(id, FIELDS).lean<ReportProperty>() : null;
  const row = byId ?? (await Property.findOne({ slug: id }, FIELDS).lean<ReportProperty>());
  if (!row || (agentId && row.agentId?.toString() !== agentId)) throw notFound();
  return row;
}

/**
 * The prices per m² of the public listings of the same operation and type in its localidad (else
 * its city), itself left out: the cached market rows (lib/services/market).
 */
async function comparablePrices(property: ReportProperty): Promise<number[]> {
  const { cityCode, localityCode } = property.location ?? {};
  if (!cityCode) return [];
  const rows = await listMarketListings({
    operation: property.operation,
    type: [property.type],
    city: cityCode,
    neighborhood: localityCode || undefined,
  });
  const id = property._id.toString();
  return rows.flatMap((row) => (row._id !== id && row.area && row.area > 0 ? [row.price / row.area] : []));
}

async function visitCounts(propertyId: string, now: Date) {
  const visits = await Lead.find({ kind: 'visit', propertyId }, { visit: 1 }).lean<
    Array<{ visit?: { state?: string; end?: Date } }>
  >();
  const booked = visits.filter((lead) => lead.visit?.state === 'scheduled');
  const done = booked.filter((lead) => lead.visit?.end && new Date(lead.visit.end).getTime() <= now.getTime());
  return { booked: booked.length, done: done.length };
}

/** The report of a property already in the caller's scope (reportProperty), at `now`. */
export async function buildReport(property: ReportProperty, now = new Date()): Promise<OwnerReport> {
  const id = property._id.toString();
  const today = bogotaDay(now);
  const [days, favorites, inquiries, visits, entries, comparables] = await Promise.all([
    countViewDays(id, reportStartDay(today)),
    User.countDocuments({ favoriteIds: id }),
    Lead.countDocuments({ kind: 'property-inquiry', propertyId: id }),
    visitCounts(id, now),
    Activity.find({ entity: 'property', entityId: id }, { at: 1, changes: 1 }).lean<StatusEntry[]>(),
    comparablePrices(property),
  ]);
  const area = property.features?.area && property.features.area > 0 ? property.features.area : null;
  const pricePerM2 = area ? Math.round(property.price / area) : null;
  const listedSince = firstListedAt(entries, property);
  return {
    property: {
      id,
      title: property.title,
      slug: property.slug,
      status: property.status,
      operation: property.operation,
      type: property.type,
      price: property.price,
      area,
      place: property.location?.locality || property.location?.city || '',
    },
    views: { total: property.views ?? 0, byWeek: weeklyBuckets(days, today) },
    favorites,
    inquiries,
    visits,
    daysOnMarket: listedSince ? daysOnMarket(listedSince, now) : null,
    listedSince: listedSince?.toISOString() ?? null,
    priceHistory: (property.priceHistory ?? []).map((point) => ({
      price: point.price,
      at: new Date(point.at).toISOString(),
    })),
    market: {
      pricePerM2,
      pricePerM2Median: medianPricePerM2(comparables),
      percentile: pricePercentile(area ? property.price / area : null, comparables),
      comparables: comparables.length,
    },
    generatedAt: now.toISOString(),
  };
}

/** GET /api/properties/{id}/report: staff, an agent only their own property (else 404). */
export async function propertyReport(id: string, agentId?: string, now = new Date()): Promise<OwnerReport> {
  return buildReport(await reportProperty(id, agentId), now);
}
