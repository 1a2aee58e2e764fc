import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { Mandate } from '../../../models/mandate';
import { OwnerReportLink } from '../../../models/owner-report-link';
import { connectDb } from '../../db';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { isCurrentMandate } from '../../domain/mandates';
import { OWNER_REPORT_MESSAGES } from '../../domain/owner-report';
import { bogotaDay } from '../../domain/visits';
import { siteOrigin } from '../../env';
import { authSecrets } from '../../security/secrets';
import type { OwnerReport, OwnerReportLinkView } from '../../validation/owner-report';
import { buildReport, reportProperty } from './report';

// The owner's link, /propietario/{id}{signature} (docs/owner-report.md#the-link): the id is random
// and stored, the signature an HMAC of it with the app's secret, so a guessed or altered token is
// refused before any database read, and a stored one can be revoked. The link opens only while the
// property's mandate is current. No dot between the two: proxy.ts skips paths that end like a file
// name, and the page's honest 404 is read there.

const PURPOSE = 'owner-report-link:';

function signature(id: string): string {
  return createHmac('sha256', authSecrets().jwt)
    .update(PURPOSE + id)
    .digest('base64url');
}

/** 16 random bytes in base64url: the id's fixed length, so the token splits without a separator. */
const ID_LENGTH = 22;

const tokenOf = (id: string) => `${id}${signature(id)}`;
export const ownerReportUrl = (id: string) => `${siteOrigin()}/propietario/${tokenOf(id)}`;

/** The stored id a token names when its signature is ours, else null. */
function verifiedId(token: string): string | null {
  const id = token.slice(0, ID_LENGTH);
  const sent = token.slice(ID_LENGTH);
  const expected = Buffer.from(signature(id));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Whether the property's mandate binds on Bogotá day of `now` (no mandate: no). */
export async function hasCurrentMandate(propertyId: string, now = new Date()): Promise<boolean> {
  const mandate = await Mandate.findOne({ propertyId }, { startDate: 1, endDate: 1, endedAt: 1 }).lean<{
    startDate: string;
    endDate: string;
    endedAt?: Date | null;
  }>();
  return mandate !== null && isCurrentMandate(mandate, bogotaDay(now));
}

type LinkRow = { _id: string; createdAt: Date };

const view = (row: LinkRow): OwnerReportLinkView => ({
  url: ownerReportUrl(row._id),
  createdAt: new Date(row.createdAt).toISOString(),
});

async function liveLink(propertyId: string): Promise<LinkRow | null> {
  return OwnerReportLink.findOne({ propertyId, revokedAt: null }, { _id: 1, createdAt: 1 })
    .sort({ createdAt: -1 })
    .lean<LinkRow>();
}

/**
 * The property's live link, made when it has none (the monthly e-mail, and POST report-link).
 * `created` says which. Two calls at once may each make one: both work, and a revoke ends both.
 */
export async function ensureLink(
  propertyId: string,
  createdBy: string | null,
  now = new Date(),
): Promise<OwnerReportLinkView & { created: boolean }> {
  const live = await liveLink(propertyId);
  if (live) return { ...view(live), created: false };
  const row = { _id: randomBytes(16).toString('base64url'), propertyId, createdBy, createdAt: now, revokedAt: null };
  await OwnerReportLink.create(row);
  return { ...view(row), created: true };
}

/** POST /api/properties/{id}/report-link: staff in scope; refused (409) without a current mandate. */
export async function createReportLink(
  id: string,
  actor: { id: string; agentId?: string },
): Promise<OwnerReportLinkView & { created: boolean }> {
  const property = await reportProperty(id, actor.agentId);
  const propertyId = property._id.toString();
  if (!(await hasCurrentMandate(propertyId))) throw new ConflictError(OWNER_REPORT_MESSAGES.noCurrentMandate);
  return ensureLink(propertyId, actor.id);
}

/** The live link staff see on the report page (null when none). */
export async function currentReportLink(id: string, agentId?: string): Promise<OwnerReportLinkView | null> {
  const property = await reportProperty(id, agentId);
  const live = await liveLink(property._id.toString());
  return live && view(live);
}

/** DELETE /api/properties/{id}/report-link: revokes every live link of the property (how many). */
export async function revokeReportLinks(id: string, agentId?: string): Promise<number> {
  const property = await reportProperty(id, agentId);
  const result = await OwnerReportLink.updateMany(
    { propertyId: property._id.toString(), revokedAt: null },
    { $set: { revokedAt: new Date() } },
  );
  return result.modifiedCount;
}

/**
 * The report a token opens, or a NotFoundError for a token that is malformed, not ours, revoked,
 * of a deleted property, or of a property whose mandate is not current (ended, expired, none).
 */
export async function reportByToken(token: string, now = new Date()): Promise<OwnerReport> {
  const gone = () => new NotFoundError(OWNER_REPORT_MESSAGES.linkNotFound);
  const id = verifiedId(token);
  if (!id) throw gone();
  await connectDb();
  const link = await OwnerReportLink.findById(id, { propertyId: 1, revokedAt: 1 }).lean<{
    propertyId: { toString(): string };
    revokedAt?: Date | null;
  }>();
  if (!link || link.revokedAt) throw gone();
  const propertyId = link.propertyId.toString();
  // A deleted property reads as a dead link; any other failure is the page's error.
  const property = await reportProperty(propertyId).catch((error: unknown) => {
    throw error instanceof NotFoundError ? gone() : error;
  });
  if (!(await hasCurrentMandate(propertyId, now))) throw gone();
  return buildReport(property, now);
}
