// Signed webhooks (docs/webhooks.md): the events a subscription may name, their labels, the retry
// schedule, and the messages a client can meet. Pure: the panel imports it too.

export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'property.published',
  'property.updated',
  'property.price_dropped',
  'property.unpublished',
  'visit.booked',
  'visit.cancelled',
  'lease.signed',
  'lease.terminated',
  'payment.recorded',
  'lease.increase_notified',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What a delivery's `type` may be: a subscribed event, or the `webhook.test` of POST …/test. */
export type WebhookType = WebhookEvent | 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': 'Lead nuevo',
  'lead.updated': 'Lead actualizado (estado, asesor o notas)',
  'property.published': 'Inmueble publicado',
  'property.updated': 'Inmueble publicado modificado',
  'property.price_dropped': 'Bajó el precio de un inmueble',
  'property.unpublished': 'Inmueble retirado de la publicación',
  'visit.booked': 'Visita agendada',
  'visit.cancelled': 'Visita cancelada',
  'lease.signed': 'Contrato de arriendo firmado',
  'lease.terminated': 'Contrato de arriendo terminado',
  'payment.recorded': 'Pago de arriendo registrado',
  'lease.increase_notified': 'Incremento del canon notificado al arrendatario',
};

const MINUTE = 60_000;
/**
 * The waits before attempts 2 to 7 (attempt 1 is immediate): about 1, 5, 30, 120 and 360 minutes,
 * then 24 hours, as Standard Webhooks' reference service does. Multiplied by outboxTimeScale().
 */
export const WEBHOOK_RETRY_SCHEDULE: readonly number[] = [1, 5, 30, 120, 360, 24 * 60].map((m) => m * MINUTE);

/** How long a subscription's deliveries may keep failing before it is disabled (also scaled). */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * MINUTE;

/** A delivery's wait for an answer, and how much of the answer is read. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RESPONSE_BYTES = 4096;

/** How many deliveries the log keeps per subscription (the oldest go first), and for how long. */
export const WEBHOOK_LOG_KEEP = 200;
export const WEBHOOK_LOG_DAYS = 30;

/** Subscriptions an agency may have: a bound on what every save looks through. */
export const WEBHOOK_MAX_SUBSCRIPTIONS = 20;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pendiente',
  succeeded: 'Entregado',
  failed: 'Fallido',
};

export const WEBHOOK_MESSAGES = {
  created: 'Webhook creado. Guarda el secreto: no se volverá a mostrar.',
  updated: 'Webhook actualizado',
  deleted: 'Webhook eliminado',
  retried: 'Reenvío en curso con el mismo webhook-id',
  tested: 'Evento de prueba enviado',
  notFound: 'Webhook no encontrado',
  deliveryNotFound: 'Entrega no encontrada',
  invalidId: 'ID de webhook no válido',
  invalidDeliveryId: 'ID de entrega no válido',
  disabled: 'El webhook está desactivado: actívalo antes de reenviar',
  emptyPatch: 'Envía al menos un campo para cambiar',
  tooMany: `Se permiten como máximo ${WEBHOOK_MAX_SUBSCRIPTIONS} webhooks`,
  noEvents: 'Elige al menos un evento',
  unknownEvent: 'Evento no válido',
  urlRequired: 'La URL de destino es obligatoria',
  urlInvalid: 'La URL de destino no es válida',
  urlTooLong: 'La URL de destino es demasiado larga (máximo 2000 caracteres)',
  httpsOnly: 'La URL de destino debe usar https',
  credentials: 'La URL de destino no puede llevar usuario ni contraseña',
  privateAddress:
    'La URL de destino apunta a una dirección privada, local o reservada (loopback, red interna, link-local o metadatos): no se permite',
  unresolvable: 'No se pudo resolver el nombre de la URL de destino',
  disabledAfterFailures: 'Desactivado tras 24 horas de entregas fallidas',
} as const;

/** The reason a subscription was disabled, shown in the panel. */
export const WEBHOOK_DISABLED_BY_ADMIN = 'Desactivado por un administrador';
