import type { StaffScope } from '../../domain/activity';
import { searchPatterns } from '../../domain/search-patterns';
import type { PublicUser } from '../../domain/users';
import type { DemandListQuery } from '../../validation/demands';

type Filter = Record<string, unknown>;
type Trust = <T extends object>(value: T) => T;

/** Who asks: a signed-in staff member (the routes' reads) or a write's scope (lib/auth/guard.ts staffScope). */
export type DemandCaller = PublicUser | StaffScope;

/** The agent whose demands the caller may see, or undefined for an admin (everyone's). */
export function ownAgentOf(caller: DemandCaller): string | undefined {
  if ('actor' in caller) return caller.agentId;
  return caller.role === 'admin' ? undefined : caller.id;
}

/** An agent works only their own demands; admins see every demand. */
export function demandScope(caller: DemandCaller): Filter {
  const agentId = ownAgentOf(caller);
  return agentId ? { agentId } : {};
}

/**
 * The staff list's filter: the caller's scope, then status, operation, an agent (admins) and the
 * search words over `searchText` (lib/services/leads/scope.ts: accents and phone punctuation
 * ignored). `trust` marks the operator objects built here for sanitizeFilter (lib/db).
 */
export function demandQuery(
  query: Omit<DemandListQuery, 'page' | 'limit'>,
  caller: DemandCaller,
  trust: Trust,
): Filter {
  const and: Filter[] = [demandScope(caller)];
  if (query.status) and.push({ status: query.status });
  if (query.operation) and.push({ operation: query.operation });
  if (query.agentId) and.push({ agentId: query.agentId });
  for (const pattern of searchPatterns(query.q ?? '')) and.push({ searchText: trust({ $regex: pattern }) });
  const parts = and.filter((part) => Object.keys(part).length > 0);
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { $and: parts };
}
