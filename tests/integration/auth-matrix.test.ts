import { beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, loginTokens, newUser, sessionCookie, uniqueEmail } from './accounts';
import { baseURL, call } from './stack-client';
import { newAgent, newProperty, workday, type TestAgent } from './team';

/**
 * Every protected endpoint that exists, called as anonymous, user and admin, with a bearer
 * token and with the browser's session cookie. A new protected handler gets a row here.
 */
const ENDPOINTS: Array<{ method: string; path: string; role: 'user' | 'admin'; body?: unknown }> = [
  { method: 'GET', path: '/api/auth/me', role: 'user' },
  { method: 'GET', path: '/api/auth/verify', role: 'user' },
  { method: 'GET', path: '/api/leads', role: 'admin' },
  // Last: it ends the session it is called with (fresh credentials are made per call below).
  { method: 'POST', path: '/api/auth/logout', role: 'user', body: {} },
];

type Who = 'user' | 'admin';
const credentials: Record<Who, { email: string; password: string }> = {
  user: { email: '', password: '' },
  admin: ADMIN,
};

beforeAll(async () => {
  const user = await newUser('matriz');
  credentials.user = { email: user.email, password: user.password };
});

async function bearer(who: Who) {
  const { email, password } = credentials[who];
  return { authorization: `Bearer ${(await loginTokens(email, password)).accessToken}` };
}

async function cookie(who: Who) {
  const { email, password } = credentials[who];
  // What a browser sends with a same-origin fetch from our own pages.
  return { cookie: await sessionCookie(email, password), 'sec-fetch-site': 'same-origin', origin: baseURL() };
}

describe.each(ENDPOINTS)('$method $path ($role)', ({ method, path, role, body }) => {
  it('is 401 for an anonymous caller', async () => {
    const response = await call(method, path, { body });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      message: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.',
    });
  });

  for (const [name, credential] of [
    ['bearer token', bearer],
    ['session cookie', cookie],
  ] as const) {
    it(`as a user with a ${name}: ${role === 'admin' ? '403' : '2xx'}`, async () => {
      const response = await call(method, path, { body, headers: await credential('user') });
      if (role === 'admin') {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ success: false, message: 'No tienes permisos para realizar esta acción' });
      } else {
        expect(response.status).toBe(200);
        expect(response.body.success).toBe(true);
      }
    });

    it(`as an admin with a ${name}: 2xx`, async () => {
      const response = await call(method, path, { body, headers: await credential('admin') });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
    });
  }
});

describe('cookie-authenticated writes (CSRF)', () => {
  it('are refused from another origin and accepted from our own', async () => {
    const { cookie: session } = await cookie('user');
    const crossSite = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { cookie: session, origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ success: false, message: 'Origen de la solicitud no permitido' });
    const sameOrigin = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { cookie: session, origin: baseURL() },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('do not apply to bearer requests, which a browser never sends on its own', async () => {
    const response = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { ...(await bearer('user')), origin: 'https://otro.example' },
    });
    expect(response.status).toBe(200);
  });

  it('a tampered session cookie does not authenticate', async () => {
    const { cookie: session } = await cookie('admin');
    const response = await call('GET', '/api/leads', { headers: { cookie: `${session.slice(0, -4)}AAAA` } });
    expect(response.status).toBe(401);
  });
});

// ─── Issue 20 items 4 and 5: the lead pipeline and the agenda ─────────────────────────────────
// Every protected endpoint of leads and visits as anonymous, visitor, the lead's agent, another
// agent and admin, with a bearer token and with the session cookie. Rows run in order; the last
// one hands the lead to the other agent, who is then "the lead's agent".

type Caller = 'anonymous' | 'visitor' | 'agent' | 'otherAgent' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'visitor', 'agent', 'otherAgent', 'admin'];
const pipeline: { leadId: string; day: string; owner?: TestAgent; other?: TestAgent; property?: string } = {
  leadId: '',
  day: workday(5),
};

const PIPELINE_ROWS: Array<{
  method: string;
  path: () => string;
  body?: () => unknown;
  expect: [number, number, number, number, number];
  /** The admin's call hands the lead to the other agent. */
  reassigns?: true;
}> = [
  { method: 'GET', path: () => '/api/leads', expect: [401, 403, 200, 200, 200] },
  { method: 'GET', path: () => '/api/leads/stats', expect: [401, 403, 200, 200, 200] },
  { method: 'GET', path: () => `/api/leads/${pipeline.leadId}`, expect: [401, 403, 200, 404, 200] },
  {
    method: 'PATCH',
    path: () => `/api/leads/${pipeline.leadId}`,
    body: () => ({ status: 'contactada' }),
    expect: [401, 403, 200, 404, 200],
  },
  {
    method: 'POST',
    path: () => `/api/leads/${pipeline.leadId}/notes`,
    body: () => ({ text: 'Nota de la matriz' }),
    expect: [401, 403, 201, 404, 201],
  },
  { method: 'GET', path: () => '/api/leads/export', expect: [401, 403, 403, 403, 200] },
  { method: 'GET', path: () => '/api/leads/assignees', expect: [401, 403, 403, 403, 200] },
  { method: 'GET', path: () => `/api/visits?from=${pipeline.day}&days=7`, expect: [401, 403, 200, 200, 200] },
  {
    method: 'PATCH',
    path: () => `/api/leads/${pipeline.leadId}`,
    body: () => ({ assigneeId: pipeline.other!.id }),
    expect: [401, 403, 403, 404, 200],
    reassigns: true,
  },
];

const pipelineCookies = new Map<string, string>();

async function pipelineHeaders(caller: Caller, via: 'bearer' | 'cookie'): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  const { email, password } =
    caller === 'visitor'
      ? credentials.user
      : caller === 'admin'
        ? ADMIN
        : caller === 'agent'
          ? pipeline.owner!
          : pipeline.other!;
  if (via === 'bearer') return { authorization: `Bearer ${(await loginTokens(email, password)).accessToken}` };
  if (!pipelineCookies.has(email)) pipelineCookies.set(email, await sessionCookie(email, password));
  return { cookie: pipelineCookies.get(email)!, 'sec-fetch-site': 'same-origin', origin: baseURL() };
}

describe('lead pipeline and agenda endpoints by role', () => {
  beforeAll(async () => {
    [pipeline.owner, pipeline.other] = [await newAgent('matriz-a'), await newAgent('matriz-b')];
    pipeline.property = (await newProperty(pipeline.owner.id))._id;
    const lead = await call('POST', '/api/leads', {
      body: {
        kind: 'property-inquiry',
        nombre: 'Matriz Cliente',
        email: uniqueEmail('matriz-lead'),
        telefono: '3001234567',
        propertyId: pipeline.property,
        acceptPrivacy: true,
      },
    });
    pipeline.leadId = lead.body.data.id;
  });

  describe.each(PIPELINE_ROWS)('$method $path', ({ method, path, body, expect: statuses, reassigns }) => {
    for (const via of ['bearer', 'cookie'] as const) {
      it.each(CALLERS.map((caller, i) => [caller, statuses[i]] as const))(`%s (${via}): %i`, async (caller, status) => {
        const response = await call(method, path(), {
          body: body?.() ?? (method === 'GET' ? undefined : {}),
          headers: await pipelineHeaders(caller, via),
        });
        expect(response.status).toBe(status);
        if (reassigns && caller === 'admin') [pipeline.owner, pipeline.other] = [pipeline.other, pipeline.owner];
      });
    }
  });
});
