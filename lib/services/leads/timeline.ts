import type { StaffMember } from '../users';
import type { StoredEvent } from './mapper';

/** Who did something to a lead: a staff member, or nobody (the site, or the visitor). */
export interface Actor {
  id: string;
  name: string;
}

type NewEvent = StoredEvent & { actorId?: string };

/** A new lead's first entries: received, and handed to its first assignee (by the site). */
export function creationEvents(at: Date, assignee: StaffMember | null): NewEvent[] {
  return [
    { type: 'created', at },
    ...(assignee ? [{ type: 'assignment' as const, at, to: assignee.id, toName: assignee.name }] : []),
  ];
}

export function statusEvent(actor: Actor, from: string, to: string, at: Date): NewEvent {
  return { type: 'status', at, actorId: actor.id, actorName: actor.name, from, to };
}

export function assignmentEvent(
  actor: Actor,
  from: { id: string; name: string } | null,
  to: { id: string; name: string } | null,
  at: Date,
): NewEvent {
  return {
    type: 'assignment',
    at,
    actorId: actor.id,
    actorName: actor.name,
    from: from?.id,
    fromName: from?.name ?? 'Sin asignar',
    to: to?.id,
    toName: to?.name ?? 'Sin asignar',
  };
}

export function noteEvent(actor: Actor, text: string, at: Date): NewEvent {
  return { type: 'note', at, actorId: actor.id, actorName: actor.name, text };
}

/** A change to a visit made through the visitor's link (or by the site). */
export function visitEvent(text: string, at: Date): NewEvent {
  return { type: 'visit', at, text };
}
