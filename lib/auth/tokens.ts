import { createHash, randomBytes } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

import { authSecrets } from './secrets';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'inmobiliaria-bogota';
const AUDIENCE = 'api';

export interface AccessClaims {
  sub: string;
  role: string;
  /** The refresh-token family this access token belongs to: logout revokes both. */
  sid: string;
  /** Issue time in milliseconds (`iat` has whole seconds only), for the password-change cutoff. */
  issuedAtMs: number;
}

function key() {
  return new TextEncoder().encode(authSecrets().jwt);
}

export function signAccessToken(user: { id: string; role: string }, family: string): Promise<string> {
  return new SignJWT({ role: user.role, sid: family, typ: 'access', at: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid access token, or null for a malformed, tampered or expired one. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return {
      sub: payload.sub,
      role: String(payload.role),
      sid: payload.sid,
      issuedAtMs: Number(payload.at ?? (payload.iat ?? 0) * 1000),
    };
  } catch {
    return null;
  }
}

/** An opaque random token (refresh, password reset) and the hash we store instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
