import 'server-only';

export { listDeliveries } from './log';
export { retryDelivery, testWebhook } from './retry';
export { createWebhook, deleteWebhook, listWebhooks, updateWebhook } from './subscriptions';
