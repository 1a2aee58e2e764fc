import 'server-only';

import { Demand } from '../../../models/demand';
import { trusted } from '../../db';
import { findPage } from '../../db/find-page';
import { paginate, type Page } from '../../domain/pagination';
import type { ApiDemand, DemandListQuery } from '../../validation/demands';
import { staffNames } from '../users';
import { toApiDemand, type StoredDemand } from './mapper';
import { demandQuery, type DemandCaller } from './scope';

/** GET /api/demands: newest first, an agent's own or (admins) everyone's, searched, filtered and paged. */
export async function listDemands(query: DemandListQuery, caller: DemandCaller): Promise<Page<ApiDemand>> {
  const page = await findPage(
    Demand,
    demandQuery(query, caller, trusted),
    { createdAt: -1, _id: -1 },
    query,
    (row: StoredDemand) => row,
  );
  const names = await staffNames(page.items.map((demand) => demand.agentId.toString()));
  return paginate(
    page.items.map((demand) => toApiDemand(demand, names)),
    page.pagination,
  );
}
