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

const UNSUBSCRIBE_AUDIENCE = 'alerts-unsubscribe';
/** An unsubscribe link keeps working this long (RFC 8058 asks for a lasting URL). */
const UNSUBSCRIBE_TTL = '400d';

/**
 * The token of an alert e-mail's unsubscribe link: single purpose (its own audience and type, so
 * it is never an access token nor the other way round), naming the visitor and the searches the
 * e-mail was about. It can only turn those alerts off.
 */
export function signUnsubscribeToken(userId: string, searchIds: string[]): Promise<string> {
  return new SignJWT({ typ: 'unsubscribe', searches: searchIds })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(UNSUBSCRIBE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(UNSUBSCRIBE_TTL)
    .sign(key());
}

export async function verifyUnsubscribeToken(token: string): Promise<{ userId: string; searchIds: string[] } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      issuer: ISSUER,
      audience: UNSUBSCRIBE_AUDIENCE,
      algorithms: ['HS256'],
    });
    const searches = payload.searches;
    if (payload.typ !== 'unsubscribe' || typeof payload.sub !== 'string' || !Array.isArray(searches)) return null;
    return { userId: payload.sub, searchIds: searches.filter((s): s is string => typeof s === 'string') };
  } catch {
    return null;
  }
}
