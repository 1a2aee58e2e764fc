// Leads vocabulary and messages, shared by the model, validation, services, forms and tests.

export const LEAD_KINDS = ['contact', 'property-inquiry', 'plan-request'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Used when the property inquiry form's message is left empty (SPEC §5). */
export const DEFAULT_INQUIRY_MESSAGE =
  'Hola, estoy interesado en esta propiedad y me gustaría recibir más información.';

export const LEAD_MESSAGES = {
  sent: {
    contact: '¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.',
    'property-inquiry': '¡Consulta enviada! Un asesor te contactará pronto con la información de la propiedad.',
    'plan-request': '¡Gracias por tu interés!',
  } satisfies Record<LeadKind, string>,
  consent: 'Debes aceptar la Política de Privacidad para continuar',
  acceptTerms: 'Debes aceptar los términos y condiciones',
  propertyNotFound: 'Propiedad no encontrada',
  updated: 'Solicitud actualizada',
  notFound: 'Solicitud no encontrada',
  invalidId: 'ID de solicitud no válido',
  kind: 'El tipo de solicitud debe ser contact, property-inquiry o plan-request',
} as const;

/** 429 text with the wait rounded up to whole minutes. */
export function tooManyLeads(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Has enviado demasiadas solicitudes. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
