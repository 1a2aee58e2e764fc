import type { NextRequest } from 'next/server';
import type { z } from 'zod';

import { authorize, isStaff, rateLimitHeadersOf, type Access, type Caller } from '../auth/guard';
import type { ApiScope } from '../domain/api-keys';
import type { ErrorCode } from '../domain/error-codes';
import { isStopping } from '../shutdown';
import { searchParamsToObject } from '../validation/common';
import { installSpanishZodMessages } from '../validation/zod-locale';
import { applyCacheControl, NO_CACHE, PRIVATE_CACHE } from './cache-control';
import { idempotencyKeyOf, idempotencyRecordId, idempotencyScope, runIdempotent } from './idempotency';
import { allowHeader, methodNotAllowed, ROUTE_METHODS, type RouteMethod } from './methods';
import { handle, JSON_LIMITS, readJson } from './respond';

export type { Access } from '../auth/guard';

// Also set by instrumentation.ts; here too so that no parse of the wrapper ever answers in English.
installSpanishZodMessages();

/**
 * One documented answer: what it means and, where useful, the zod schema of its JSON body. An
 * error answer lists the codes it may carry beyond the status's generic one (lib/domain/error-codes.ts).
 */
export type Responses = Record<number, { description: string; schema?: z.ZodType; codes?: readonly ErrorCode[] }>;

/** A multipart request body, as documented (the handler reads it from `request`). */
export interface MultipartDoc {
  fileField: string;
  maxFiles: number;
  fields?: z.ZodObject;
  fileDescription?: string;
}

/** What a route declares: who may call it, what it takes, how its answers are cached and documented. */
export interface RouteSpec<A extends Access, P, Q, B> {
  /** Who may call it. There is no default: a route that does not say is not a route. */
  auth: A;
  /**
   * The scope an API key needs to call it (docs/api-keys.md). Without one, keys get a 403 (an
   * `optional` operation serves them as anonymous; a `public` one never reads credentials).
   */
  scope?: ApiScope;
  summary: string;
  responses: Responses;
  /**
   * Rules beyond the schemas (a minimum above its maximum, passwords that differ...): a request
   * the document calls valid may still get a 400 for one. Listed in the document's 400 answer.
   */
  rules?: readonly string[];
  /** Path parameters, parsed before the handler runs (400 on failure). */
  params?: z.ZodType<P>;
  /** Query string (last value of each key), parsed before the handler runs. */
  query?: z.ZodType<Q>;
  /** Query keys only staff may use: anyone else's values are dropped before parsing (ignored, not refused). */
  staffQuery?: readonly string[];
  /** JSON body, read (at most `bodyLimit` bytes) and parsed before the handler runs. */
  body?: z.ZodType<B>;
  bodyLimit?: number;
  /** The handler reads the body itself (`body` then only documents it). */
  readsBody?: boolean;
  multipart?: MultipartDoc;
  /** A GET a shared cache may keep for anonymous callers (lib/api/cache-control.ts). */
  cache?: 'public';
  /** Left out of the OpenAPI document (next-auth's endpoints, the docs, stored media). */
  internal?: boolean;
  /**
   * A creating POST that honours an `Idempotency-Key` header: a retry with the same key and body
   * gets the first answer again instead of a second record (lib/api/idempotency.ts). Never on an
   * operation whose answer holds a secret shown once: the answer is stored for 24 hours.
   */
  idempotent?: true;
}

export interface RouteInput<A extends Access, P, Q, B> {
  request: NextRequest;
  /** The caller: null only where `auth` allows anonymous calls. */
  caller: A extends 'public' | 'optional' ? Caller | null : Caller;
  params: P;
  query: Q;
  body: B;
}

type Handler<A extends Access, P, Q, B> = (input: RouteInput<A, P, Q, B>) => Promise<Response> | Response;
type Context = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: NextRequest, context: Context) => Promise<Response>;

type AnySpec = RouteSpec<Access, unknown, unknown, unknown>;

/** A declared method of a route, before `api()` gives it a path. */
export interface Declared {
  spec: AnySpec;
  run: RouteHandler;
}

/** One documented endpoint: the declaration plus where it lives. */
export interface ApiOperation {
  method: Lowercase<RouteMethod>;
  path: string;
  tag: string;
  spec: AnySpec;
}

export const OPERATION = Symbol('api operation');
export type ApiHandler = RouteHandler & { [OPERATION]?: ApiOperation };

const AUTHENTICATED: readonly Access[] = ['user', 'staff', 'admin'];

/**
 * Declares one method of a route: access is checked, then params, query and body are parsed,
 * then the handler runs; any thrown error becomes SPEC's `{success:false, message}` with its `code`.
 */
export function route<A extends Access, P = undefined, Q = undefined, B = undefined>(
  spec: RouteSpec<A, P, Q, B>,
  handler: Handler<A, P, Q, B>,
): Declared {
  const run = handle(async (request: NextRequest, context: Context) => {
    const caller = await authorize(request, spec.auth, spec.scope);
    const rawParams = await context.params;
    const params = (spec.params ? spec.params.parse(rawParams) : rawParams) as P;
    const query = (spec.query ? spec.query.parse(queryOf(request, spec, caller)) : undefined) as Q;
    const multipart = !!spec.multipart && /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
    const bodyLimit = spec.bodyLimit ?? JSON_LIMITS.default;
    const execute = async (request: NextRequest) => {
      const parseBody = spec.body && !spec.readsBody && !multipart;
      const body = (parseBody ? spec.body!.parse(await readJson(request, bodyLimit)) : undefined) as B;
      return handler({ request, caller: caller as RouteInput<A, P, Q, B>['caller'], params, query, body });
    };
    const key = spec.idempotent ? idempotencyKeyOf(request.headers) : null;
    if (!key) return execute(request);
    const scope = idempotencyScope(caller, request.headers);
    const recordId = idempotencyRecordId(scope, request.method, request.nextUrl.pathname, key);
    // The handler's errors become its answer there (handle), so a 4xx is stored like a 2xx.
    return runIdempotent(request, { recordId, multipart, bodyLimit }, handle(execute));
  });
  const cached: RouteHandler = async (request, context) => {
    const response = withCacheHeaders(spec, request, await run(request, context));
    // Every answer to a key, refusals after its check included, says where its limit stands.
    for (const [name, value] of Object.entries(rateLimitHeadersOf(request) ?? {})) response.headers.set(name, value);
    if (isStopping()) response.headers.set('Connection', 'close');
    return response;
  };
  return { spec: spec as unknown as AnySpec, run: cached };
}

function queryOf(request: NextRequest, spec: AnySpec, caller: Caller | null): Record<string, string> {
  const raw = searchParamsToObject(request.nextUrl.searchParams);
  if (!isStaff(caller)) for (const key of spec.staffQuery ?? []) delete raw[key];
  return raw;
}

function withCacheHeaders(spec: AnySpec, request: Request, response: Response): Response {
  // An answer that may differ per caller must not be shared by a cache keyed on the URL alone.
  // (A key without the operation's scope is refused where an anonymous caller is served.)
  if (spec.cache === 'public')
    return applyCacheControl(request, response, { varies: spec.auth === 'optional' || !!spec.scope });
  // Only GETs are stored by caches (a no-store on a POST answer also keeps Chrome from
  // finishing a response whose body the page never reads).
  if (['GET', 'HEAD'].includes(request.method) && !response.headers.has('cache-control')) {
    response.headers.set('Cache-Control', AUTHENTICATED.includes(spec.auth) ? PRIVATE_CACHE : NO_CACHE);
  }
  return response;
}

type Methods = Record<RouteMethod | 'OPTIONS', ApiHandler>;

/**
 * The exports of one route.ts: the declared methods under `path` (an OpenAPI template such as
 * `/api/properties/{id}`), 405 with `Allow` for the others, and an OPTIONS that lists them.
 */
export function api(path: string, tag: string, declared: Partial<Record<RouteMethod, Declared>>): Methods {
  const has = ROUTE_METHODS.filter((method) => declared[method]);
  const allow = allowHeader(has);
  const methods = {
    OPTIONS: async () => new Response(null, { status: 204, headers: { Allow: allow } }),
  } as Partial<Methods>;
  for (const method of ROUTE_METHODS) {
    const entry = declared[method];
    if (!entry) {
      methods[method] = async () => methodNotAllowed(allow);
      continue;
    }
    const handler: ApiHandler = entry.run;
    handler[OPERATION] = { method: method.toLowerCase() as Lowercase<RouteMethod>, path, tag, spec: entry.spec };
    methods[method] = handler;
  }
  return methods as Methods;
}

/** The documented operations among a route module's exports. */
export function operationsOf(module: Record<string, unknown>): ApiOperation[] {
  return ROUTE_METHODS.map((method) => (module[method] as ApiHandler | undefined)?.[OPERATION]).filter(
    (operation): operation is ApiOperation => !!operation,
  );
}
