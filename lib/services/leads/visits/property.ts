import 'server-only';

import { Property } from '../../../../models/property';
import { connectDb, trusted } from '../../../db';
import { NotFoundError } from '../../../domain/errors';
import type { PropertyStatus } from '../../../domain/property';
import { VISIT_MESSAGES } from '../../../domain/visit-messages';
import { VISITABLE_STATUSES } from '../../../domain/visits';
import { joinLocation } from '../../../format';
import { byIdOrSlug } from '../../properties';
import { activeAgents, activeStaff, type StaffMember } from '../../users';
import { agentsInTurn } from '../assign';

export interface VisitProperty {
  id: string;
  title: string;
  /** Neighbourhood and city as the public page shows them (never more than the listing does). */
  place: string;
  agentId: string | null;
}

/** A property open to visits, by id or slug; 404 otherwise. */
export async function visitProperty(idOrSlug: string): Promise<VisitProperty> {
  await connectDb();
  const row = await Property.findOne({
    ...byIdOrSlug(idOrSlug),
    status: trusted({ $in: VISITABLE_STATUSES as PropertyStatus[] }),
  })
    .select('title location agentId')
    .lean<{
      _id: { toString(): string };
      title: string;
      location?: { neighborhood?: string; city?: string };
      agentId?: unknown;
    }>();
  if (!row) throw new NotFoundError(VISIT_MESSAGES.propertyNotFound);
  return {
    id: row._id.toString(),
    title: row.title,
    place: joinLocation([row.location?.neighborhood, row.location?.city]),
    agentId: row.agentId ? String(row.agentId) : null,
  };
}

/** Whose time a visit takes: an agent, or the agency's own calendar while no agent is active. */
export interface VisitHost {
  key: string;
  member: StaffMember | null;
}

const AGENCY: VisitHost = { key: 'agency', member: null };
const host = (member: StaffMember): VisitHost => ({ key: member.id, member });

/**
 * Who may take a visit of this property, in the order to try: its agent when that account is
 * active; else every active agent (starting with the one whose turn it is when `spendTurn`,
 * which booking does and listing slots does not); else the agency.
 */
export async function visitHosts(property: VisitProperty, spendTurn: boolean): Promise<VisitHost[]> {
  const own = await activeStaff(property.agentId);
  if (own) return [host(own)];
  const agents = spendTurn ? await agentsInTurn() : await activeAgents();
  return agents.length ? agents.map(host) : [AGENCY];
}
