import { storedStatusesOf } from '../../domain/leads';
import { searchPatterns } from '../../domain/search-patterns';
import type { PublicUser } from '../../domain/users';
import { addDays, bogotaInstant } from '../../domain/visits';
import type { LeadFilter } from '../../validation/lead-admin';

export { searchPatterns };

type Filter = Record<string, unknown>;
type Trust = <T extends object>(value: T) => T;

/** An agent works only their own leads; admins see every lead, assigned or not. */
export function scopeOf(caller: PublicUser): Filter {
  return caller.role === 'admin' ? {} : { assigneeId: caller.id };
}

/**
 * The database filter of the staff list and the export: the caller's scope, then each filter
 * (status also matches a legacy word; dates are Bogotá days, both ends included). `trust` marks
 * the operator objects built here for sanitizeFilter (lib/db).
 */
export function leadQuery(filter: LeadFilter, caller: PublicUser, trust: Trust): Filter {
  const and: Filter[] = [scopeOf(caller)];
  if (filter.kind) and.push({ kind: filter.kind });
  if (filter.status) and.push({ status: trust({ $in: storedStatusesOf(filter.status) }) });
  if (filter.assigneeId) and.push({ assigneeId: filter.assigneeId === 'none' ? null : filter.assigneeId });
  for (const pattern of searchPatterns(filter.q ?? '')) and.push({ searchText: trust({ $regex: pattern }) });
  if (filter.from || filter.to) {
    const range = {
      ...(filter.from ? { $gte: bogotaInstant(filter.from) } : {}),
      ...(filter.to ? { $lt: bogotaInstant(addDays(filter.to, 1)) } : {}),
    };
    and.push({ createdAt: trust(range) });
  }
  const parts = and.filter((part) => Object.keys(part).length > 0);
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { $and: parts };
}
