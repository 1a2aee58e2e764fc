import 'server-only';

import { Demand } from '../../../models/demand';
import { connectDb } from '../../db';
import { serialQueue, updateAndReturn } from '../../db/capabilities';
import type { StaffScope } from '../../domain/activity';
import { demandRangeIssues, DEMAND_MESSAGES as M } from '../../domain/demands';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import {
  demandCreateSchema,
  type ApiDemand,
  type DemandCreateBody,
  type DemandCreateInput,
  type DemandPatch,
} from '../../validation/demands';
import { logCreate, logDelete, logUpdate } from '../activity';
import { activeStaff, staffNames } from '../users';
import { followDemand } from './cruce-sync';
import {
  criteriaOf,
  demandSearchText,
  LOGGED_FIELDS,
  loggedDemand,
  PLAIN_FIELDS,
  toApiDemand,
  type StoredDemand,
} from './mapper';
import { demandScope, type DemandCaller } from './scope';

/**
 * Demand writes that read the demand first (an update compares and logs, a delete logs the
 * client's name): one at a time on the embedded database, whose findAndModify does not isolate a
 * read from its write (lib/db/capabilities.ts); as they come on MongoDB.
 */
const demandWrites = serialQueue('demand-writes');

const target = (demand: ApiDemand) => ({ entity: 'demand' as const, id: demand.id, label: demand.client.name });

/** The demand if the caller may see it (an agent: only their own); 404 otherwise, theirs or not. */
async function findScoped(id: string, caller: DemandCaller): Promise<StoredDemand> {
  await connectDb();
  const demand = await Demand.findOne({ _id: id, ...demandScope(caller) }).lean<StoredDemand>();
  if (!demand) throw new NotFoundError(M.notFound);
  return demand;
}

async function withNames(demand: StoredDemand): Promise<ApiDemand> {
  return toApiDemand(demand, await staffNames([demand.agentId.toString()]));
}

/** GET /api/demands/{id}: the demand, if the caller may see it (another agent's: 404). */
export async function getDemand(id: string, caller: DemandCaller): Promise<ApiDemand> {
  return withNames(await findScoped(id, caller));
}

/**
 * Who a demand is assigned to (as properties are, lib/services/properties/assignment.ts): an
 * agent's demands are theirs; an admin gives any active staff member, else takes it themselves.
 */
async function agentFor(requested: string | undefined, scope: StaffScope): Promise<{ id: string; name: string }> {
  if (scope.agentId) {
    if (requested !== undefined && requested !== scope.agentId) throw new ForbiddenError(M.onlyAdminAssigns);
    return { id: scope.agentId, name: scope.actor.name };
  }
  if (requested === undefined || requested === scope.actor.id) return scope.actor;
  const member = await activeStaff(requested);
  if (!member) throw new InvalidError(M.agentUnavailable);
  return member;
}

/**
 * POST /api/demands, and the conversion of a lead (`origin`: the lead it came from and where the
 * client's consent was given). The input is validated again here, so every caller gets the
 * same rules and messages; the consent's time is the creation's.
 */
export async function createDemand(
  input: DemandCreateInput | DemandCreateBody,
  scope: StaffScope,
  origin: { leadId?: string; consentSource?: string } = {},
): Promise<ApiDemand> {
  const data = demandCreateSchema.parse(input);
  const agent = await agentFor(data.agentId, scope);
  await connectDb();
  const created = await Demand.create({
    client: data.client,
    clientConsent: { accepted: true, at: new Date(), source: origin.consentSource ?? 'admin' },
    ...criteriaOf(data),
    status: data.status,
    notes: data.notes,
    agentId: agent.id,
    leadId: origin.leadId ?? null,
    searchText: demandSearchText(data.client),
  });
  const demand = toApiDemand(created.toObject() as unknown as StoredDemand, new Map([[agent.id, agent.name]]));
  await logCreate(scope.actor, target(demand), loggedDemand(demand), LOGGED_FIELDS);
  return demand;
}

/**
 * PATCH /api/demands/{id}: any field of a demand the caller may see; null clears a criterion.
 * The ranges are checked on the stored demand with the patch over it; only an admin hands it to
 * another agent. Changed fields go to the activity log.
 */
export function updateDemand(id: string, patch: DemandPatch, scope: StaffScope): Promise<ApiDemand> {
  return demandWrites(() => applyUpdate(id, patch, scope));
}

async function applyUpdate(id: string, patch: DemandPatch, scope: StaffScope): Promise<ApiDemand> {
  const stored = await findScoped(id, scope);
  const before = await withNames(stored);
  const storedAgent = stored.agentId.toString();
  const agent =
    patch.agentId !== undefined && patch.agentId !== storedAgent ? await agentFor(patch.agentId, scope) : null;

  const merged = <K extends 'minPrice' | 'maxPrice' | 'estratoMin' | 'estratoMax'>(key: K) =>
    patch[key] !== undefined ? patch[key] : stored[key];
  const [issue] = demandRangeIssues({
    minPrice: merged('minPrice'),
    maxPrice: merged('maxPrice'),
    estratoMin: merged('estratoMin'),
    estratoMax: merged('estratoMax'),
  });
  if (issue) throw new InvalidError(issue.message);

  const set: Record<string, unknown> = {};
  for (const key of PLAIN_FIELDS) if (patch[key] !== undefined) set[key] = patch[key];
  if (patch.client) {
    const client = {
      name: patch.client.name ?? stored.client.name,
      phone: patch.client.phone ?? stored.client.phone,
      email: patch.client.email ?? stored.client.email ?? '',
    };
    set.client = client;
    set.searchText = demandSearchText(client);
  }
  if (agent) set.agentId = agent.id;

  const updated = await updateAndReturn<StoredDemand>(
    Demand,
    { _id: id, ...demandScope(scope) },
    { $set: set },
    { runValidators: true },
  );
  if (!updated) throw new NotFoundError(M.notFound);
  const after = agent
    ? toApiDemand(updated, new Map([[agent.id, agent.name]]))
    : toApiDemand(updated, new Map([[storedAgent, before.agent.name]]));
  await logUpdate(scope.actor, target(after), loggedDemand(before), loggedDemand(after), LOGGED_FIELDS);
  if (set.status !== undefined || set.agentId)
    await followDemand(id, { status: after.status, agentId: after.agent.id });
  return after;
}

/** DELETE /api/demands/{id}: removes a demand the caller may see (any staff, their own). */
export function deleteDemand(id: string, scope: StaffScope): Promise<void> {
  return demandWrites(async () => {
    const stored = await findScoped(id, scope);
    const removed = await Demand.deleteOne({ _id: id, ...demandScope(scope) });
    if (removed.deletedCount === 0) throw new NotFoundError(M.notFound);
    await logDelete(scope.actor, { entity: 'demand', id, label: stored.client.name });
    await followDemand(id, null);
  });
}
