import 'server-only';

import { Lead } from '../../../models/lead';
import { trusted } from '../../db';
import { findPage } from '../../db/find-page';
import { paginate, type Page } from '../../domain/pagination';
import type { PublicUser } from '../../domain/users';
import type { ApiLead, LeadListQuery } from '../../validation/lead-admin';
import { staffNames } from '../users';
import { toApiLead, type StoredLead } from './mapper';
import { migrateStoredLeads } from './migrate';
import { leadQuery } from './scope';

/** The staff list, newest first: an agent's own leads, every lead for an admin; filtered and paged. */
export async function listLeads(query: LeadListQuery, caller: PublicUser): Promise<Page<ApiLead>> {
  await migrateStoredLeads();
  const page = await findPage(
    Lead,
    leadQuery(query, caller, trusted),
    { createdAt: -1, _id: -1 },
    query,
    (row: StoredLead) => row,
    { select: '-events' },
  );
  const names = await staffNames(page.items.map((lead) => lead.assigneeId?.toString()));
  return paginate(
    page.items.map((lead) => toApiLead(lead, names)),
    page.pagination,
  );
}
