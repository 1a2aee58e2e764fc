import 'server-only';

import type { StaffScope } from '../../domain/activity';
import { ForbiddenError, InvalidError } from '../../domain/errors';
import { PROPERTY_MESSAGES } from '../../domain/property';
import { activeStaff } from '../users';

// Who a property is assigned to (docs/team-and-leads.md#agents): admins choose any active staff member; an agent's
// new property is theirs, and they cannot hand one to someone else.

async function assertAssignable(agentId: string): Promise<void> {
  if (!(await activeStaff(agentId))) throw new InvalidError(PROPERTY_MESSAGES.agentUnavailable);
}

/** The agentId a new property stores (undefined: unassigned). */
export async function agentIdForCreate(requested: string | null | undefined, scope: StaffScope) {
  if (scope.agentId) {
    if (requested !== undefined && requested !== scope.agentId)
      throw new ForbiddenError(PROPERTY_MESSAGES.onlyAdminAssigns);
    return scope.agentId;
  }
  if (requested) await assertAssignable(requested);
  return requested ?? undefined;
}

/** Checks an update's agentId (undefined: unchanged; null: unassigned by an admin). */
export async function checkReassignment(requested: string | null | undefined, scope: StaffScope): Promise<void> {
  if (requested === undefined) return;
  if (scope.agentId) {
    if (requested !== scope.agentId) throw new ForbiddenError(PROPERTY_MESSAGES.onlyAdminAssigns);
    return;
  }
  if (requested !== null) await assertAssignable(requested);
}

/** Whether the scope may touch a property assigned to `agentId` (an agent: only their own). */
export function inScope(agentId: { toString(): string } | null | undefined, scope: StaffScope): boolean {
  return !scope.agentId || agentId?.toString() === scope.agentId;
}
