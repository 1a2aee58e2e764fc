import 'server-only';

import { Lead } from '../../../models/lead';
import { toCsv } from '../../csv';
import { connectDb, trusted } from '../../db';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../domain/leads';
import type { PublicUser } from '../../domain/users';
import type { LeadFilter } from '../../validation/lead-admin';
import { staffNames } from '../users';
import { toApiLead, type StoredLead } from './mapper';
import { migrateStoredLeads } from './migrate';
import { leadQuery } from './scope';

/** More than a spreadsheet is comfortable with; narrow the filters past it. */
export const EXPORT_LIMIT = 20_000;

const HEADER = [
  'id',
  'recibida',
  'tipo',
  'estado',
  'asesor',
  'nombre',
  'email',
  'telefono',
  'asunto',
  'mensaje',
  'inmueble_id',
  'plan',
  'ciudad',
  'direccion',
  'visita_inicio',
  'visita_estado',
  'consentimiento_aceptado',
  'consentimiento_fecha',
  'acepta_comunicaciones',
];

/** GET /api/leads/export (admins): the filtered leads, newest first, as CSV with the consent fields. */
export async function exportLeadsCsv(filter: LeadFilter, caller: PublicUser): Promise<string> {
  await migrateStoredLeads();
  await connectDb();
  const rows = await Lead.find(leadQuery(filter, caller, trusted))
    .sort({ createdAt: -1, _id: -1 })
    .limit(EXPORT_LIMIT)
    .select('-events')
    .lean<StoredLead[]>();
  const names = await staffNames(rows.map((row) => row.assigneeId?.toString()));
  const leads = rows.map((row) => toApiLead(row, names));
  return toCsv([
    HEADER,
    ...leads.map((lead) => [
      lead.id,
      lead.createdAt,
      LEAD_KIND_LABELS[lead.kind],
      LEAD_STATUS_LABELS[lead.status],
      lead.assignee?.name ?? '',
      lead.name,
      lead.email,
      lead.phone,
      lead.subject,
      lead.message,
      lead.propertyId ?? '',
      lead.planId ?? '',
      lead.city ?? '',
      lead.address ?? '',
      lead.visit?.start ?? '',
      lead.visit ? (lead.visit.state === 'cancelled' ? 'cancelada' : 'agendada') : '',
      lead.consent.accepted ? 'sí' : 'no',
      lead.consent.at,
      lead.acceptMarketing ? 'sí' : 'no',
    ]),
  ]);
}
