// Kept for lib/services/webhooks/log.ts until the webhooks rewrite imports lib/domain/pagination.ts.
export * from '../domain/pagination';
