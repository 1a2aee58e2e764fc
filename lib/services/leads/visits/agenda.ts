import 'server-only';

import { Lead } from '../../../../models/lead';
import { Property } from '../../../../models/property';
import { connectDb, trusted } from '../../../db';
import { ForbiddenError } from '../../../domain/errors';
import { leadStatusOf } from '../../../domain/leads';
import type { PublicUser } from '../../../domain/users';
import { VISIT_MESSAGES } from '../../../domain/visit-messages';
import { addDays, bogotaInstant, toBogotaIso } from '../../../domain/visits';
import type { AgendaItem, AgendaQuery } from '../../../validation/visits';
import { staffNames } from '../../users';
import type { StoredLead } from '../mapper';

type AgendaLead = StoredLead & { visit: { start: Date; end: Date; agentKey: string } };

/**
 * GET /api/visits: the scheduled visits of `days` days from `from` (Bogotá calendar), earliest
 * first. An agent sees their own calendar only; an admin one agent's (`agentId`) or everyone's.
 */
export async function agenda(query: AgendaQuery, caller: PublicUser): Promise<AgendaItem[]> {
  if (caller.role !== 'admin' && query.agentId && query.agentId !== caller.id) {
    throw new ForbiddenError(VISIT_MESSAGES.agendaForbidden);
  }
  const agentKey = caller.role === 'admin' ? query.agentId : caller.id;
  await connectDb();
  const rows = await Lead.find({
    kind: 'visit',
    'visit.state': 'scheduled',
    'visit.start': trusted({ $gte: bogotaInstant(query.from), $lt: bogotaInstant(addDays(query.from, query.days)) }),
    ...(agentKey ? { 'visit.agentKey': agentKey } : {}),
  })
    .sort({ 'visit.start': 1 })
    .select('name email phone status propertyId visit.start visit.end visit.agentKey')
    .lean<AgendaLead[]>();
  const propertyIds = [...new Set(rows.map((row) => row.propertyId?.toString()).filter(Boolean))];
  const [names, properties] = await Promise.all([
    staffNames(rows.map((row) => row.visit.agentKey)),
    propertyIds.length
      ? Property.find({ _id: trusted({ $in: propertyIds }) })
          .select('title')
          .lean<Array<{ _id: { toString(): string }; title: string }>>()
      : [],
  ]);
  const titles = new Map(properties.map((p) => [p._id.toString(), p.title]));
  return rows.map((row) => {
    const propertyId = row.propertyId?.toString();
    const agentName = names.get(row.visit.agentKey);
    return {
      leadId: row._id.toString(),
      start: toBogotaIso(row.visit.start),
      end: toBogotaIso(row.visit.end),
      name: row.name,
      email: row.email,
      phone: row.phone ?? '',
      status: leadStatusOf(row.status) ?? 'nueva',
      property: propertyId ? { id: propertyId, title: titles.get(propertyId) ?? 'Inmueble no disponible' } : null,
      agent: agentName ? { id: row.visit.agentKey, name: agentName } : null,
    };
  });
}
