import 'server-only';

// Webhooks (docs/webhooks.md): import them from here. Above the outbox (emit writes through it),
// below lib/services/delivery (which maps the kind 'webhook' to webhookDeliverer).
export { webhookDeliverer } from './deliver';
export { emitWebhooks } from './emit';
export { listDeliveries } from './log';
export { leadData, propertyEmissions, visitData, type EventProperty, type WebhookEmission } from './payloads';
export { retryDelivery, testWebhook } from './retry';
export { createWebhook, deleteWebhook, listWebhooks, updateWebhook } from './subscriptions';
