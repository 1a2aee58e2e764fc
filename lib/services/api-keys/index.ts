import 'server-only';

// API keys for external systems (docs/api-keys.md): created and revoked by admins, verified by the
// route guard (lib/auth/guard.ts) on every request that carries one, limited per minute.

export { countKeyRequest, type RateState } from './rate-limit';
export { verifyApiKey, type VerifiedKey } from './verify';
export { createApiKey, listApiKeys, revokeApiKey } from './writes';
