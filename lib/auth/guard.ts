import 'server-only';

import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';

import type { Actor, StaffScope } from '../domain/activity';
import {
  API_KEY_MESSAGES,
  keyCallerName,
  looksLikeApiKey,
  missingScope,
  rateLimited,
  rateLimitHeaders,
  type ApiScope,
} from '../domain/api-keys';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ForbiddenError, TooManyError, UnauthenticatedError } from '../domain/errors';
import { isStaffRole, type PublicUser } from '../domain/users';
import { authSecrets, secureCookies } from '../security/secrets';
import { verifyAccessToken } from '../security/tokens';
import { countKeyRequest, verifyApiKey, type RateState } from '../services/api-keys';
import { findSessionUser, isSessionActive } from '../services/users';
import { clientIp } from './client-ip';
import { sessionIssuedAtMs } from './next-auth';

export interface AuthContext {
  /** For an API key, a stand-in: the key's id, "Llave de API «name»", role admin (agency-wide reach). */
  user: PublicUser;
  /** How the request proved who it is. */
  via: 'bearer' | 'session' | 'key';
  /** The refresh-token family of a bearer access token. */
  family?: string;
  /** The API key behind a `via: 'key'` request (docs/api-keys.md). */
  key?: { id: string; name: string; scopes: ApiScope[]; rateLimit: number };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller behind a bearer access token or the next-auth session cookie, or null when the
 * request carries neither. A credential that is present but bad (malformed, tampered,
 * expired, revoked, or its user gone) is a 401, never an anonymous request.
 */
export async function authenticate(request: NextRequest): Promise<AuthContext | null> {
  const header = request.headers.get('authorization');
  if (header !== null) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match && looksLikeApiKey(match[1])) return keyContext(match[1], request);
    const claims = match ? await verifyAccessToken(match[1]) : null;
    if (!claims || !(await isSessionActive(claims.sid))) throw invalidToken();
    const user = await findSessionUser(claims.sub, claims.issuedAtMs);
    if (!user) throw invalidToken();
    return { user, via: 'bearer', family: claims.sid };
  }
  const token = await getToken({ req: request, secret: authSecrets().nextAuth, secureCookie: secureCookies() });
  if (!token) return null;
  const user = typeof token.sub === 'string' ? await findSessionUser(token.sub, sessionIssuedAtMs(token)) : null;
  if (!user) throw invalidToken();
  return { user, via: 'session' };
}

const invalidToken = () => new UnauthenticatedError(AUTH_MESSAGES.invalidToken, 'token_invalid');

/**
 * Who may call a route (lib/api/route.ts): anyone without reading credentials, anyone with extras
 * for a valid credential, any signed-in account, staff (admins and agents), or admins only.
 */
export type Access = 'public' | 'optional' | 'user' | 'staff' | 'admin';
export type Caller = AuthContext;

async function keyContext(secret: string, request: NextRequest): Promise<AuthContext> {
  const key = await verifyApiKey(secret, clientIp(request.headers));
  return {
    user: { id: key.id, name: keyCallerName(key.name), email: '', role: 'admin' },
    via: 'key',
    key,
  };
}

/** Whether the request carries an API key (`Authorization: Bearer ib_…`). */
function carriesKey(request: NextRequest): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return !!match && looksLikeApiKey(match[1]);
}

// The rate limit of the key behind each request, for the headers of its answer (lib/api/route.ts),
// whatever that answer turns out to be.
const rateStates = new WeakMap<Request, RateState>();

/** `RateLimit-*` headers for a key-authenticated request's answer; none for any other request. */
export function rateLimitHeadersOf(request: Request): Record<string, string> | null {
  const state = rateStates.get(request);
  return state ? rateLimitHeaders(state) : null;
}

/** Whether the caller is agency staff (an admin or an agent). */
export function isStaff(caller: Caller | null): boolean {
  return !!caller && isStaffRole(caller.user.role);
}

export function isAdmin(caller: Caller | null): boolean {
  return caller?.user.role === 'admin';
}

/**
 * Whose records a staff caller may see: undefined for an admin (everyone's), the agent's own id
 * for an agent. Services filter by it (`agentId` on properties, the assignee on leads).
 */
export function agentScope(caller: Caller): string | undefined {
  return caller.user.role === 'admin' ? undefined : caller.user.id;
}

/** The caller as the activity log records them (lib/services/activity). */
export function actorOf(caller: Caller): Actor {
  return { id: caller.user.id, name: caller.user.name };
}

/** What a service write needs of a staff caller: who they are and whose records they may touch. */
export function staffScope(caller: Caller): StaffScope {
  return { actor: actorOf(caller), agentId: agentScope(caller) };
}

/**
 * The caller a route may serve under `access`, or a 401/403. Cookie-authenticated writes must
 * come from our own pages (CSRF); bearer requests need no such check. An API key reaches only
 * operations that declare a `scope` it holds (a public one declaring a scope included); a public
 * operation without one never reads credentials, and an `optional` one serves the key as anonymous.
 */
export async function authorize(request: NextRequest, access: Access, scope?: ApiScope): Promise<Caller | null> {
  if (access === 'public' && !(scope && carriesKey(request))) return null;
  const context = await authenticate(request);
  if (context?.via === 'key') return authorizeKey(request, context, access, scope);
  if (access === 'optional') return context;
  if (!context) throw new UnauthenticatedError(AUTH_MESSAGES.noToken);
  if (context.via === 'session' && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  const allowed = access === 'user' || (access === 'staff' ? isStaff(context) : context.user.role === 'admin');
  if (!allowed) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
  return context;
}

async function authorizeKey(
  request: NextRequest,
  context: AuthContext,
  access: Access,
  scope: ApiScope | undefined,
): Promise<Caller | null> {
  const key = context.key!;
  const state = await countKeyRequest(key.id, key.rateLimit);
  rateStates.set(request, state);
  if (state.count > state.limit) {
    throw new TooManyError(rateLimited(state.limit, state.resetSeconds), state.resetSeconds);
  }
  if (scope) {
    if (!key.scopes.includes(scope)) throw new ForbiddenError(missingScope(scope), 'scope_missing');
    return context;
  }
  if (access === 'public' || access === 'optional') return null;
  throw new ForbiddenError(API_KEY_MESSAGES.notForKeys, 'api_key_not_allowed');
}

// A page on another site cannot forge Sec-Fetch-Site, Origin or Host (and setting
// X-Forwarded-Host would need a CORS preflight we never grant), so these headers decide.
function assertSameOrigin(request: NextRequest): void {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return;
  const origin = request.headers.get('origin');
  if (!site && !origin) return; // not a browser: nobody's cookie was sent on their behalf
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin && host && safeHost(origin) === host) return;
  throw new ForbiddenError(AUTH_MESSAGES.badOrigin, 'csrf_rejected');
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
