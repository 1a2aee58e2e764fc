import 'server-only';

import { LEAD_KIND_LABELS, type LeadKind } from '../../domain/leads';
import { siteOrigin } from '../../env';
import { queueMail } from '../outbox';
import type { StaffMember } from '../users';

export interface LeadSummary {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  subject?: string;
  message?: string;
  propertyTitle?: string | null;
}

/**
 * Tells a staff member a lead is now theirs: a new one, or one an admin handed over. Queued in the
 * outbox (written before the request answers, delivered and retried after).
 */
export async function notifyAssignee(
  lead: LeadSummary,
  assignee: StaffMember,
  reason: 'new' | 'reassigned',
): Promise<void> {
  const kind = LEAD_KIND_LABELS[lead.kind];
  const subject =
    reason === 'new'
      ? `Nueva solicitud: ${kind} de ${lead.name}`
      : `Te asignaron una solicitud: ${kind} de ${lead.name}`;
  const text = [
    `Hola, ${assignee.name}:`,
    reason === 'new'
      ? `Llegó una solicitud nueva y te corresponde a ti.`
      : 'Un administrador te asignó esta solicitud.',
    [
      `Tipo: ${kind}`,
      `Nombre: ${lead.name}`,
      `Email: ${lead.email}`,
      `Teléfono: ${lead.phone || 'No proporcionado'}`,
      ...(lead.propertyTitle ? [`Inmueble: ${lead.propertyTitle}`] : []),
      ...(lead.subject ? [`Asunto: ${lead.subject}`] : []),
      ...(lead.message ? [`Mensaje: ${lead.message}`] : []),
    ].join('\n'),
    `Ábrela en el panel: ${siteOrigin()}/admin/leads/${lead.id}`,
  ].join('\n\n');
  await queueMail({ to: assignee.email, subject, text });
}
