import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { Types } from 'mongoose';

import { ApiKey } from '../../../models/api-key';
import { connectDb } from '../../db';
import type { Actor } from '../../domain/activity';
import {
  API_KEY_MESSAGES,
  API_KEY_STATUS_LABELS,
  expiryInstant,
  formatSecret,
  RATE_LIMIT,
  secretHint,
} from '../../domain/api-keys';
import { NotFoundError } from '../../domain/errors';
import type { ApiApiKey, ApiKeyCreate } from '../../validation/api-keys';
import { recordActivity } from '../activity';
import { toApiKey, type StoredApiKey } from './mapper';

/** The SHA-256 of a secret, hex: all the database ever holds of it. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * POST /api/api-keys: a new key and its secret, returned this once. The id is chosen first so the
 * secret can carry it (a lookup by `_id` when the key is used).
 */
export async function createApiKey(input: ApiKeyCreate, actor: Actor): Promise<{ key: ApiApiKey; secret: string }> {
  await connectDb();
  const id = new Types.ObjectId();
  const secret = formatSecret(id.toHexString(), randomBytes(32).toString('base64url'));
  const doc = await ApiKey.create({
    _id: id,
    name: input.name,
    scopes: input.scopes,
    secretHash: hashSecret(secret),
    prefix: secretHint(secret),
    rateLimit: input.rateLimit ?? RATE_LIMIT.default,
    expiresAt: input.expiresAt ? expiryInstant(input.expiresAt) : null,
    createdBy: { id: actor.id, name: actor.name },
  });
  const { secretHash: _hash, ...stored } = doc.toObject() as StoredApiKey;
  const key = toApiKey(stored);
  await recordActivity({
    actor,
    entity: 'api-key',
    entityId: key.id,
    label: key.name,
    action: 'create',
    changes: [
      { field: 'permisos', from: null, to: key.scopes.join(', ') },
      { field: 'límite por minuto', from: null, to: key.rateLimit },
      ...(key.expiresAt ? [{ field: 'vence', from: null, to: key.expiresAt }] : []),
    ],
  });
  return { key, secret };
}

/** Every key, newest first (a handful: the whole collection is read). */
export async function listApiKeys(): Promise<ApiApiKey[]> {
  await connectDb();
  const keys = await ApiKey.find().sort({ createdAt: -1 }).lean<StoredApiKey[]>();
  const now = Date.now();
  return keys.map((key) => toApiKey(key, now));
}

/**
 * DELETE /api/api-keys/{id}: revokes the key (its next request is a 401); the row stays for the
 * record. Revoking a revoked key changes nothing and answers the same.
 */
export async function revokeApiKey(id: string, actor: Actor): Promise<ApiApiKey> {
  await connectDb();
  const current = await ApiKey.findById(id).lean<StoredApiKey>();
  if (!current) throw new NotFoundError(API_KEY_MESSAGES.notFound);
  if (current.revokedAt) return toApiKey(current);
  const revokedAt = new Date();
  await ApiKey.updateOne({ _id: current._id }, { $set: { revokedAt } });
  const key = toApiKey({ ...current, revokedAt });
  await recordActivity({
    actor,
    entity: 'api-key',
    entityId: key.id,
    label: key.name,
    action: 'update',
    changes: [{ field: 'estado', from: API_KEY_STATUS_LABELS.active, to: API_KEY_STATUS_LABELS.revoked }],
  });
  return key;
}
