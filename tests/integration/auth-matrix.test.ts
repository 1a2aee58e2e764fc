import { beforeAll, describe, expect, it } from 'vitest';

import { API_KEY_MESSAGES, API_SCOPES, missingScope, type ApiScope } from '@/lib/domain/api-keys';

import { ADMIN, asAdmin, loginTokens, newUser, sessionCookie, uniqueEmail } from './accounts';
import { ROWS, type Caller, type Fixtures } from './auth-matrix-rows';
import { newDemand } from './demand-fixtures';
import { signedLease } from './rental-fixtures';
import { baseURL, call, connectTestDb, getJson } from './stack-client';
import { ANDRES, draftOf, idOf, LAURA } from './staff';
import { newProperty } from './team';

/**
 * Every protected endpoint (auth-matrix-rows.ts), called as anonymous, a visitor (role user), an
 * agent, another agent and an admin, with a bearer token and with the browser's session cookie.
 */
const SIGNED_IN = ['visitor', 'agent', 'otherAgent', 'admin'] as const;
type SignedIn = (typeof SIGNED_IN)[number];

const accounts: Record<SignedIn, { email: string; password: string }> = {
  visitor: { email: '', password: '' },
  agent: LAURA,
  otherAgent: ANDRES,
  admin: ADMIN,
};
const fixtures: Fixtures = {
  ownProperty: '',
  ownLead: '',
  ownOwner: '',
  ownDemand: '',
  agentId: '',
  otherAgentId: '',
  adminId: '',
  cruceDemand: '',
  reportProperty: '',
  ownLease: '',
};
const bearers = new Map<SignedIn, Promise<Record<string, string>>>();

// API keys (docs/api-keys.md): one holding every scope and one holding none, checked against
// what the document declares of each operation, so the expectation cannot drift from it.
type Operation = { security: Array<Record<string, string[]>>; 'x-scopes'?: ApiScope[] };
type Paths = Record<string, Record<string, Operation>>;
const KEYS = ['every scope', 'no scope'] as const;
const keySecrets: Record<(typeof KEYS)[number], string> = { 'every scope': '', 'no scope': '' };
let documentPaths: Paths = {};
const operationOf = (op: string) => {
  const [method, path] = op.split(' ');
  return documentPaths[path]?.[method.toLowerCase()];
};
// No requirement at all (public), or an empty one among them (optional, or public beside a key).
const isOpen = (operation: Operation) =>
  operation.security.length === 0 || operation.security.some((scheme) => Object.keys(scheme).length === 0);

async function newKey(name: string, scopes: readonly ApiScope[]) {
  const response = await asAdmin('POST', '/api/api-keys', { name, scopes: [...scopes], rateLimit: 10_000 });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { key: { id: string }; secret: string };
}
const cookies = new Map<SignedIn, Promise<Record<string, string>>>();

beforeAll(async () => {
  const visitor = await newUser('matriz');
  accounts.visitor = { email: visitor.email, password: visitor.password };
  const agentToken = (await loginTokens(LAURA.email, LAURA.password)).accessToken;
  fixtures.ownProperty = (await draftOf(agentToken, 'Borrador de la matriz de permisos'))._id;
  fixtures.agentId = await idOf(agentToken);
  fixtures.otherAgentId = await idOf((await loginTokens(ANDRES.email, ANDRES.password)).accessToken);
  // An inquiry about a listed property of the agent's: their lead.
  const lead = await call('POST', '/api/leads', {
    body: {
      kind: 'property-inquiry',
      nombre: 'Matriz Cliente',
      email: uniqueEmail('matriz-lead'),
      telefono: '3001234567',
      propertyId: (await newProperty(fixtures.agentId))._id,
      acceptPrivacy: true,
    },
  });
  fixtures.ownLead = lead.body.data.id;
  // An owner of the agent's (a random cédula: the document is unique).
  const owner = await call('POST', '/api/owners', {
    token: agentToken,
    body: {
      name: 'Propietario de la matriz',
      documentType: 'CC',
      documentNumber: String(Math.floor(Math.random() * 9e9) + 1e9),
      phone: '3001234567',
      dataConsent: true,
    },
  });
  fixtures.ownOwner = owner.body.data.id;
  // A demand of the agent's (docs/demands.md).
  const demand = await call('POST', '/api/demands', {
    token: agentToken,
    body: {
      client: { name: 'Matriz Demanda', phone: '3001234567', email: uniqueEmail('matriz-demanda') },
      clientConsent: true,
      operation: 'venta',
      types: ['apartamento'],
    },
  });
  fixtures.ownDemand = demand.body.data.id;
  fixtures.adminId = await idOf((await loginTokens(ADMIN.email, ADMIN.password)).accessToken);
  fixtures.cruceDemand = (await newDemand(fixtures.agentId)).id;
  fixtures.reportProperty = (await draftOf(agentToken, 'Borrador del informe del propietario'))._id;
  fixtures.ownLease = (await signedLease(agentToken, fixtures.agentId)).lease.id;
  documentPaths = (await getJson<{ paths: Paths }>('/api/openapi.json')).body.paths;
  keySecrets['every scope'] = (await newKey('Matriz: todos los permisos', API_SCOPES)).secret;
  // The API asks for at least one scope: the keyless one loses its scope in the database.
  const bare = await newKey('Matriz: sin permisos', ['market:read']);
  const db = await connectTestDb();
  await db.connection
    .collection('apikeys')
    .updateOne({ _id: new db.Types.ObjectId(bare.key.id) }, { $set: { scopes: [] } });
  keySecrets['no scope'] = bare.secret;
});

/**
 * What a key gets from a row's operation: with the declared scope, what the admin gets (a key
 * acts agency-wide); without it, 403 naming the scope; an operation that declares none refuses
 * keys, unless anonymous callers may use it (the key is then served as one).
 */
function keyExpectation(row: Pick<(typeof ROWS)[number], 'op' | 'expect'>, holder: (typeof KEYS)[number]) {
  const operation = operationOf(row.op);
  expect(operation, `${row.op} is in the document`).toBeDefined();
  const scope = operation['x-scopes']?.[0];
  const requirement = operation.security.flatMap((scheme) => scheme.apiKey ?? []);
  expect(requirement, `${row.op}: security and x-scopes agree`).toEqual(scope ? [scope] : []);
  if (scope)
    return holder === 'every scope'
      ? { status: row.expect.admin, message: undefined }
      : { status: 403, message: missingScope(scope) };
  if (isOpen(operation)) return { status: row.expect.anonymous, message: undefined };
  return { status: 403, message: API_KEY_MESSAGES.notForKeys };
}

async function newBearer(who: SignedIn) {
  const { email, password } = accounts[who];
  return { authorization: `Bearer ${(await loginTokens(email, password)).accessToken}` };
}

async function newCookie(who: SignedIn) {
  const { email, password } = accounts[who];
  // What a browser sends with a same-origin fetch from our own pages.
  return { cookie: await sessionCookie(email, password), 'sec-fetch-site': 'same-origin', origin: baseURL() };
}

// One sign-in per caller and credential (access tokens last 15 minutes), fresh ones where asked.
const CREDENTIALS = {
  'bearer token': (who: SignedIn, fresh?: boolean) =>
    fresh ? newBearer(who) : (bearers.get(who) ?? bearers.set(who, newBearer(who)).get(who)!),
  'session cookie': (who: SignedIn, fresh?: boolean) =>
    fresh ? newCookie(who) : (cookies.get(who) ?? cookies.set(who, newCookie(who)).get(who)!),
};

const MESSAGES: Partial<Record<number, string>> = {
  401: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.',
  403: 'No tienes permisos para realizar esta acción',
};

function expectStatus(response: Awaited<ReturnType<typeof call>>, status: number, own403?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  // (A success is not always an envelope: the settings export answers the file itself.)
  if (status < 300) expect(response.body.success).not.toBe(false);
  else expect(response.body.success).toBe(false);
  const message = status === 403 && own403 ? own403 : MESSAGES[status];
  if (message && response.body.message !== 'Origen de la solicitud no permitido')
    expect(response.body.message).toBe(message);
}

describe.each(ROWS)('$op', ({ op, path, body: given, expect: expected, fresh, forbidden }) => {
  const method = op.split(' ')[0];
  // Fixtures exist only once beforeAll ran: read the body when each call is made.
  const bodyOf = () => (typeof given === 'function' ? given(fixtures) : given);
  it(`anonymous: ${expected.anonymous}`, async () => {
    expectStatus(await call(method, path(fixtures), { body: bodyOf() }), expected.anonymous!);
  });

  for (const [name, credential] of Object.entries(CREDENTIALS)) {
    for (const who of SIGNED_IN) {
      const status = expected[who as Caller];
      if (status === null) continue;
      it(`${who} with a ${name}: ${status}`, async () => {
        const headers = await credential(who, fresh);
        expectStatus(
          await call(method, path(fixtures), { body: bodyOf(), headers }),
          status,
          who === 'visitor' ? undefined : forbidden,
        );
      });
    }
  }

  for (const holder of KEYS) {
    it(`an API key with ${holder}: as the document declares`, async (context) => {
      const { status, message } = keyExpectation({ op, expect: expected }, holder);
      // Not called where the admin is not (the call would change shared state).
      if (status === null) return context.skip();
      const headers = { authorization: `Bearer ${keySecrets[holder]}` };
      const response = await call(method, path(fixtures), { body: bodyOf(), headers });
      expectStatus(response, status, message ?? forbidden);
      expect(response.headers.get('ratelimit-limit'), 'rate-limit headers').toBe('10000');
    });
  }
});

describe('API keys on the operations open to anonymous callers', () => {
  const UNKNOWN = '665f1c2a9b1e4a0012345678';
  const concrete = (path: string) => path.replace(/\{id\}/g, UNKNOWN).replace(/\{[^}]+\}/g, 'x');

  it('get what anonymous callers get, or 403 naming the scope they lack', async () => {
    const open = Object.entries(documentPaths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => isOpen(operation))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path: concrete(path), operation })),
    );
    expect(open.length).toBeGreaterThan(30);
    let checked = 0;
    for (const { method, path, operation } of open) {
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      const anonymous = await call(method, path, { body });
      const scope = operation['x-scopes']?.[0];
      for (const holder of KEYS) {
        const response = await call(method, path, { body, headers: { authorization: `Bearer ${keySecrets[holder]}` } });
        const label = `${holder}: ${method} ${path}`;
        if (scope && holder === 'no scope') {
          expect(response.status, label).toBe(403);
          expect(response.body.message, label).toBe(missingScope(scope));
        } else expect(response.status, label).toBe(anonymous.status);
      }
      checked++;
    }
    console.info(`API keys: ${checked} operations open to anonymous callers checked`);
  });
});

describe('the matrix', () => {
  it('has a row for every protected operation of /api/openapi.json', async () => {
    const { body } = await getJson<{ paths: Record<string, Record<string, { security: object[] }>> }>(
      '/api/openapi.json',
    );
    const isProtected = (security: object[]) =>
      security.length > 0 && !security.some((scheme) => Object.keys(scheme).length === 0);
    const protectedOps = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => isProtected(operation.security))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const rows = new Set(ROWS.map((row) => row.op));
    expect(protectedOps.filter((op) => !rows.has(op))).toEqual([]);
    const callers = ROWS.reduce(
      (n, row) => n + 1 + KEYS.length + 2 * SIGNED_IN.filter((who) => row.expect[who] !== null).length,
      0,
    );
    console.info(
      `Authorisation matrix: ${ROWS.length} rows, ${protectedOps.length} protected operations, ${callers} calls`,
    );
  });
});

describe('cookie-authenticated writes (CSRF)', () => {
  it('are refused from another origin and accepted from our own', async () => {
    const { cookie: session } = await newCookie('visitor');
    const crossSite = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { cookie: session, origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({
      success: false,
      message: 'Origen de la solicitud no permitido',
      code: 'csrf_rejected',
    });
    const sameOrigin = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { cookie: session, origin: baseURL() },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('are refused from another origin for an agent too', async () => {
    const { cookie: session } = await newCookie('agent');
    const crossSite = await call('PATCH', '/api/profile', {
      body: { name: 'Atacante' },
      headers: { cookie: session, origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('do not apply to bearer requests, which a browser never sends on its own', async () => {
    const response = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { ...(await newBearer('visitor')), origin: 'https://otro.example' },
    });
    expect(response.status).toBe(200);
  });

  it('a tampered session cookie does not authenticate', async () => {
    const { cookie: session } = await newCookie('admin');
    const response = await call('GET', '/api/leads', { headers: { cookie: `${session.slice(0, -4)}AAAA` } });
    expect(response.status).toBe(401);
  });
});
