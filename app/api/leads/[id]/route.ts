import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, readJson } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { updateLeadStatus } from '@/lib/services/leads';
import { leadIdParamSchema, leadStatusBodySchema } from '@/lib/validation/leads';

/** PATCH /api/leads/{id} (admin): {status: new | contacted | closed}. */
export const PATCH = handle(async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  await requireAdmin(request);
  const { id } = leadIdParamSchema.parse(await params);
  const { status } = leadStatusBodySchema.parse(await readJson(request));
  return ok(await updateLeadStatus(id, status), LEAD_MESSAGES.updated);
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
