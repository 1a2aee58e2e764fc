import { PUBLIC_STATUSES } from '../../domain/property';
import type { WebhookEvent } from '../../domain/webhooks';
import { absoluteUrl } from '../../seo/site';
import type { ApiLead } from '../../validation/lead-admin';

// The `data` of each event (docs/webhooks.md#events): a property's public shape (what the site
// shows anyone, no owner, no exact address), a lead as GET /api/leads/{id} shows it (leads:read).

/**
 * The fields of a stored property an event carries. The properties module's stored shape fits it,
 * so this module names no type of that module (properties emits events: it imports webhooks).
 */
export interface EventProperty {
  _id: { toString(): string };
  images?: Array<{ url?: string | null; order?: number | null }> | null;
  slug?: string | null;
  code?: string | null;
  title?: string | null;
  status?: string | null;
  operation?: string | null;
  type?: string | null;
  price?: number | null;
  currency?: string | null;
  location?: { city?: string | null; locality?: string | null; neighborhood?: string | null } | null;
  features?: { bedrooms?: number | null; bathrooms?: number | null; area?: number | null } | null;
  lastDrop?: { from?: number | null; at?: Date | string | null } | null;
}

export interface WebhookEmission {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

const isPublic = (row: EventProperty | null) => !!row && (PUBLIC_STATUSES as readonly unknown[]).includes(row.status);
const time = (at: Date | string | null | undefined) => (at ? new Date(at).getTime() : 0);

/** A property as a webhook carries it: the public listing's fields and its address on the site. */
export function propertyData(row: EventProperty): Record<string, unknown> {
  const main = [...(row.images ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
  const slug = row.slug ?? '';
  return {
    id: row._id.toString(),
    code: row.code ?? '',
    slug,
    title: row.title ?? '',
    status: row.status ?? 'borrador',
    operation: row.operation ?? null,
    type: row.type ?? null,
    price: row.price ?? 0,
    currency: row.currency ?? 'COP',
    city: row.location?.city ?? '',
    locality: row.location?.locality ?? '',
    neighborhood: row.location?.neighborhood ?? '',
    bedrooms: row.features?.bedrooms ?? null,
    bathrooms: row.features?.bathrooms ?? null,
    area: row.features?.area ?? null,
    url: slug ? absoluteUrl(`/property/${slug}`) : null,
    image: main?.url ? absoluteUrl(main.url) : null,
  };
}

/**
 * The events of one property write (`null` before: created; `null` after: deleted): published
 * when it became public, unpublished when it left the public statuses or was deleted while
 * public, updated when a public listing's public fields changed, price_dropped when its price
 * fell while public (the same drop the alerts see: lib/services/alerts/events.ts).
 */
export function propertyEmissions(before: EventProperty | null, after: EventProperty | null): WebhookEmission[] {
  if (!after) return isPublic(before) ? [{ type: 'property.unpublished', data: propertyData(before!) }] : [];
  const data = propertyData(after);
  if (!isPublic(after)) return isPublic(before) ? [{ type: 'property.unpublished', data }] : [];
  if (!isPublic(before)) return [{ type: 'property.published', data }];
  const emissions: WebhookEmission[] = [];
  if (JSON.stringify(propertyData(before!)) !== JSON.stringify(data))
    emissions.push({ type: 'property.updated', data });
  if (time(after.lastDrop?.at) > time(before!.lastDrop?.at))
    emissions.push({
      type: 'property.price_dropped',
      data: { ...data, previousPrice: after.lastDrop?.from ?? before!.price ?? null },
    });
  return emissions;
}

/** A lead's data: the staff shape of leads:read. */
export function leadData(lead: ApiLead): Record<string, unknown> {
  return { ...lead };
}

/** A visit's data: its lead's id and the visit, the property, and the visitor as leads:read shows them. */
export function visitData(lead: ApiLead): Record<string, unknown> {
  return {
    id: lead.id,
    leadId: lead.id,
    propertyId: lead.propertyId,
    start: lead.visit?.start ?? null,
    end: lead.visit?.end ?? null,
    state: lead.visit?.state ?? null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    assignee: lead.assignee,
  };
}
