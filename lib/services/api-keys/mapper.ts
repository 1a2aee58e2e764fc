import 'server-only';

import { keyStatus, type ApiScope } from '../../domain/api-keys';
import type { ApiApiKey } from '../../validation/api-keys';

export interface StoredApiKey {
  _id: { toString(): string };
  name: string;
  scopes: ApiScope[];
  secretHash?: string;
  prefix: string;
  rateLimit: number;
  expiresAt?: Date | null;
  revokedAt?: Date | null;
  createdAt: Date;
  createdBy: { id: { toString(): string }; name: string };
  lastUsedAt?: Date | null;
  lastUsedIp?: string | null;
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** A key as the API answers it: never its secret nor its hash. */
export function toApiKey(key: StoredApiKey, now = Date.now()): ApiApiKey {
  return {
    id: key._id.toString(),
    name: key.name,
    prefix: key.prefix,
    scopes: [...key.scopes],
    status: keyStatus(key, now),
    rateLimit: key.rateLimit,
    expiresAt: iso(key.expiresAt),
    revokedAt: iso(key.revokedAt),
    createdAt: iso(key.createdAt)!,
    createdBy: { id: key.createdBy.id.toString(), name: key.createdBy.name },
    lastUsedAt: iso(key.lastUsedAt),
    lastUsedIp: key.lastUsedIp ?? null,
  };
}
