import 'server-only';

import { buildIcs, type CalendarPerson } from '../../../domain/ics';
import { bogotaDay, type Slot } from '../../../domain/visits';
import { siteOrigin } from '../../../env';
import { type MailAttachment } from '../../../mail';
import { queueAll, queueMail } from '../../outbox';
import { readSettings } from '../../settings';
import type { StaffMember } from '../../users';
import { describeSlotInFull } from './words';

/** One visit as its e-mails describe it. */
export interface VisitMailData {
  leadId: string;
  /** The raw token of the visitor's link (only the e-mails ever carry it). */
  token: string;
  slot: Slot;
  sequence: number;
  property: { id: string; title: string; place: string };
  visitor: { name: string; email: string; phone: string; message?: string };
  /** The agent who receives the visitor; null: the agency's own address. */
  agent: StaffMember | null;
}

export type VisitChange = 'booked' | 'moved' | 'cancelled';

const SUBJECTS: Record<VisitChange, [visitor: string, staff: string]> = {
  booked: ['Visita confirmada', 'Nueva visita agendada'],
  moved: ['Visita reprogramada', 'Visita reprogramada'],
  cancelled: ['Visita cancelada', 'Visita cancelada'],
};

/** The invitation (or its cancellation) as an .ics attachment, the same event for everyone. */
function invitation(visit: VisitMailData, change: VisitChange, organizer: CalendarPerson, agent: CalendarPerson) {
  const origin = siteOrigin();
  const ics = buildIcs({
    uid: `visita-${visit.leadId}@${new URL(origin).hostname}`,
    sequence: visit.sequence,
    method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
    start: visit.slot.start,
    end: visit.slot.end,
    stamp: new Date(),
    summary: `Visita: ${visit.property.title}`,
    location: visit.property.place,
    description: `Visita al inmueble ${visit.property.title} con ${agent.name}.`,
    url: `${origin}/property/${visit.property.id}`,
    organizer,
    attendees: [{ name: visit.visitor.name, email: visit.visitor.email }, agent],
  });
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: change === 'cancelled' ? 'visita-cancelada.ics' : 'visita.ics',
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  } satisfies MailAttachment;
}

/** Queues the e-mails to the visitor and the agent (or the agency) about a booked, moved or cancelled visit. */
export async function sendVisitMails(visit: VisitMailData, change: VisitChange): Promise<void> {
  const { general } = await readSettings();
  const organizer = { name: general.siteName, email: general.contactEmail };
  const agent = visit.agent ? { name: visit.agent.name, email: visit.agent.email } : organizer;
  const attachments = [invitation(visit, change, organizer, agent)];
  const [visitorSubject, staffSubject] = SUBJECTS[change];
  const origin = siteOrigin();
  const details = [
    `Inmueble: ${visit.property.title} (${visit.property.place})`,
    `Fecha: ${describeSlotInFull(visit.slot)}`,
  ];
  const manage = `${origin}/visita/${visit.token}`;
  await queueAll(
    () =>
      queueMail({
        to: visit.visitor.email,
        subject: `${visitorSubject}: ${visit.property.title}`,
        text: [
          `Hola, ${visit.visitor.name}:`,
          change === 'cancelled' ? 'Tu visita quedó cancelada.' : `Tu visita quedó agendada con ${agent.name}.`,
          details.join('\n'),
          ...(change === 'cancelled'
            ? [`Puedes agendar otra en ${origin}/property/${visit.property.id}`]
            : [`Para cancelarla o cambiar el horario usa este enlace personal: ${manage}`]),
          `${general.siteName} · ${general.contactPhone}`,
        ].join('\n\n'),
        attachments,
      }),
    () =>
      queueMail({
        to: agent.email,
        subject: `${staffSubject}: ${visit.property.title}`,
        text: [
          `${staffSubject}.`,
          details.join('\n'),
          [
            `Visitante: ${visit.visitor.name}`,
            `Email: ${visit.visitor.email}`,
            `Teléfono: ${visit.visitor.phone}`,
            ...(visit.visitor.message ? [`Mensaje: ${visit.visitor.message}`] : []),
          ].join('\n'),
          `Ábrela en el panel: ${origin}/admin/leads/${visit.leadId}`,
          `Tu agenda: ${origin}/admin/agenda?fecha=${bogotaDay(visit.slot.start)}`,
        ].join('\n\n'),
        attachments,
      }),
  );
}
