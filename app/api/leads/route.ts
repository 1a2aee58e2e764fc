import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, JSON_LIMITS, ok, okPage, readJson } from '@/lib/api/respond';
import { clientIp } from '@/lib/auth/client-ip';
import { requireAdmin } from '@/lib/auth/guard';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { listLeads, submitLead } from '@/lib/services/leads';
import { searchParamsToObject } from '@/lib/validation/common';
import { leadListQuerySchema } from '@/lib/validation/leads';

/** POST /api/leads (public): a contact message, property inquiry or plan request. */
export const POST = handle(async (request: NextRequest) => {
  // A malformed body still counts against the IP's limit: the service rethrows it after counting.
  const body = await readJson(request, JSON_LIMITS.small).catch((error: unknown) => error);
  const { id, kind } = await submitLead(body, clientIp(request.headers));
  return ok({ id }, LEAD_MESSAGES.sent[kind], { status: 201 });
});

/** GET /api/leads (admin): newest first, filtered by kind and status, paginated. */
export const GET = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const query = leadListQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const page = await listLeads(query);
  return okPage(page.items, page.pagination);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
