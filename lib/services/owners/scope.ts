import type { StaffScope } from '../../domain/activity';
import { searchPatterns } from '../../domain/search-patterns';
import type { PublicUser } from '../../domain/users';
import { normalizeText } from '../../text';
import type { OwnerListQuery } from '../../validation/owners';

type Filter = Record<string, unknown>;
type Trust = <T extends object>(value: T) => T;

/** An agent works only their own owners; admins see every owner. */
export function ownerScope(scope: StaffScope): Filter {
  return scope.agentId ? { agentId: scope.agentId } : {};
}

/** The staff scope of a caller (the activity log's actor, and an agent's own id). */
export function scopeOfCaller(caller: PublicUser): StaffScope {
  return { actor: { id: caller.id, name: caller.name }, agentId: caller.role === 'admin' ? undefined : caller.id };
}

/**
 * What the admin search matches: the name, the document (as stored and as bare digits, so that
 * "900123456" finds "900123456-7"), the e-mail and the phone's digits, lowercase without accents.
 */
export function ownerSearchText(owner: { name: string; documentNumber: string; email?: string; phone?: string }) {
  const document = `${owner.documentNumber} ${owner.documentNumber.replace(/\W/g, '')}`;
  return normalizeText(`${owner.name} ${document} ${owner.email ?? ''} ${(owner.phone ?? '').replace(/\D/g, '')}`);
}

/** The list's filter: the scope, an admin's agent filter, and each search word over searchText. */
export function ownerQuery(query: OwnerListQuery, scope: StaffScope, trust: Trust): Filter {
  const and: Filter[] = [ownerScope(scope)];
  if (query.agentId && !scope.agentId) and.push({ agentId: query.agentId });
  for (const pattern of searchPatterns(query.q ?? '')) and.push({ searchText: trust({ $regex: pattern }) });
  const parts = and.filter((part) => Object.keys(part).length > 0);
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { $and: parts };
}
