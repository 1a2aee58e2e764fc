// Leads vocabulary and messages, shared by the model, validation, services, forms and tests.

/** What the site's forms send to POST /api/leads. */
export const FORM_LEAD_KINDS = ['contact', 'property-inquiry', 'plan-request', 'owner'] as const;
export type FormLeadKind = (typeof FORM_LEAD_KINDS)[number];

/** Every stored kind: the forms' plus a visit booked through POST /api/visits. */
export const LEAD_KINDS = [...FORM_LEAD_KINDS, 'visit'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The pipeline a lead goes through, in order. */
export const LEAD_STATUSES = ['nueva', 'contactada', 'visita_agendada', 'negociacion', 'ganada', 'descartada'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The three words of the first version, still accepted from existing clients and found in old
 * documents. `closed` was the end of a follow-up; in the agency's words a closed deal
 * ("negocio cerrado") is a won one.
 */
export const LEGACY_LEAD_STATUSES = { new: 'nueva', contacted: 'contactada', closed: 'ganada' } as const;

/** A stored or requested status in today's words; null when it is neither a status nor an alias. */
export function leadStatusOf(value: unknown): LeadStatus | null {
  if ((LEAD_STATUSES as readonly unknown[]).includes(value)) return value as LeadStatus;
  return typeof value === 'string' && Object.hasOwn(LEGACY_LEAD_STATUSES, value)
    ? LEGACY_LEAD_STATUSES[value as keyof typeof LEGACY_LEAD_STATUSES]
    : null;
}

/** The stored words that mean `status` (itself plus its legacy alias, if any). */
export function storedStatusesOf(status: LeadStatus): string[] {
  return [status, ...Object.entries(LEGACY_LEAD_STATUSES).flatMap(([old, now]) => (now === status ? [old] : []))];
}

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  nueva: 'Nueva',
  contactada: 'Contactada',
  visita_agendada: 'Visita agendada',
  negociacion: 'Negociación',
  ganada: 'Ganada',
  descartada: 'Descartada',
};

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contacto',
  'property-inquiry': 'Consulta de inmueble',
  'plan-request': 'Solicitud de plan',
  visit: 'Visita',
  owner: 'Propietario (captación)',
};

/** Used when the property inquiry form's message is left empty. */
export const DEFAULT_INQUIRY_MESSAGE =
  'Hola, estoy interesado en esta propiedad y me gustaría recibir más información.';

export const LEAD_MESSAGES = {
  sent: {
    contact: '¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.',
    'property-inquiry': '¡Consulta enviada! Un asesor te contactará pronto con la información de la propiedad.',
    'plan-request': '¡Gracias por tu interés!',
    owner: '¡Gracias! Un asesor de la agencia te contactará pronto para hablar de tu inmueble.',
  } satisfies Record<FormLeadKind, string>,
  consent: 'Debes aceptar la Política de Privacidad para continuar',
  acceptTerms: 'Debes aceptar los términos y condiciones',
  propertyNotFound: 'Propiedad no encontrada',
  updated: 'Solicitud actualizada',
  noteAdded: 'Nota agregada',
  notFound: 'Solicitud no encontrada',
  invalidId: 'ID de solicitud no válido',
  kind: 'El tipo de solicitud debe ser contact, property-inquiry, plan-request u owner',
  kindFilter: 'El tipo debe ser contact, property-inquiry, plan-request, owner o visit',
  status: 'El estado debe ser nueva, contactada, visita_agendada, negociacion, ganada o descartada',
  reassignAdminOnly: 'Solo un administrador puede reasignar solicitudes',
  assigneeNotFound: 'El asesor no existe o está inactivo',
  invalidAssignee: 'ID de asesor no válido',
  emptyPatch: 'Indica el estado o el asesor',
  noteRequired: 'La nota es obligatoria',
  dateOrder: 'La fecha inicial debe ser anterior o igual a la final',
} as const;

/** 429 text with the wait rounded up to whole minutes. */
export function tooManyLeads(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Has enviado demasiadas solicitudes. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The median of the minutes from each lead's arrival to its first contact; null without any. */
export function medianFirstContactMinutes(leads: Array<{ createdAt: Date; firstContactAt: Date }>): number | null {
  const minutes = leads
    .map((lead) => (lead.firstContactAt.getTime() - lead.createdAt.getTime()) / 60_000)
    .filter((value) => value >= 0)
    .sort((a, b) => a - b);
  if (minutes.length === 0) return null;
  const middle = Math.floor(minutes.length / 2);
  const median = minutes.length % 2 ? minutes[middle] : (minutes[middle - 1] + minutes[middle]) / 2;
  return Math.round(median);
}
