// The rows of tests/integration/auth-matrix.test.ts: every protected endpoint, what each kind of
// caller gets. A row's input is chosen so nothing that other tests rely on changes: where a
// success would delete or reset something, the allowed caller meets a 404 (an unknown id) or a
// 400 (a refused body) instead, which still shows they got past the access check.

export type Caller = 'anonymous' | 'visitor' | 'agent' | 'otherAgent' | 'admin';

/** The records the rows point at (made in the test's beforeAll). */
export interface Fixtures {
  /** A draft property of "the agent". */
  ownProperty: string;
  /** A lead assigned to "the agent" (an inquiry about their listed property). */
  ownLead: string;
  /** An owner (propietario) of "the agent". */
  ownOwner: string;
  /** A demand of "the agent" (docs/demands.md). */
  ownDemand: string;
  /** "The agent"'s account id, and the other agent's. */
  agentId: string;
  otherAgentId: string;
  adminId: string;
  /** The cruce: an active demand of "the agent"'s, whose client consented and has an e-mail. */
  cruceDemand: string;
  /** Another draft of "the agent", without a mandate (the owner's report rows). */
  reportProperty: string;
  /** A lease on a rental listing of "the agent"'s (docs/rentals.md). */
  ownLease: string;
}

export interface Row {
  /** The documented operation ('PUT /api/properties/{id}'): every protected one needs a row. */
  op: string;
  path: (f: Fixtures) => string;
  /** The body, or a function of the fixtures. */
  body?: unknown;
  /** The status each caller gets; null: not called (the call would change shared state). */
  expect: Record<Caller, number | null>;
  /** A staff caller's 403 in the service's own words (refused past the role check). */
  forbidden?: string;
  /** Calls with credentials of their own (the call ends the session it is made with). */
  fresh?: boolean;
}

const UNKNOWN_ID = '665f1c2a9b1e4a0012345678';
const signedIn = (status = 200) => ({
  anonymous: 401,
  visitor: status,
  agent: status,
  otherAgent: status,
  admin: status,
});
const staff = (status = 200, admin = status) => ({
  anonymous: 401,
  visitor: 403,
  agent: status,
  otherAgent: status,
  admin,
});
const adminOnly = (admin: number | null = 200) => ({
  anonymous: 401,
  visitor: 403,
  agent: 403,
  otherAgent: 403,
  admin,
});
/** The agent's own record: the other agent does not see it (404), as if it did not exist. */
const ownRecord = (status = 200) => ({ anonymous: 401, visitor: 403, agent: status, otherAgent: 404, admin: status });

const at = (path: string) => () => path;

export const ROWS: Row[] = [
  { op: 'GET /api/auth/me', path: at('/api/auth/me'), expect: signedIn() },
  { op: 'GET /api/auth/verify', path: at('/api/auth/verify'), expect: signedIn() },

  // Properties: staff create and edit (an agent only their own), only admins delete.
  { op: 'POST /api/properties', path: at('/api/properties'), body: { title: '' }, expect: staff(400) },
  {
    op: 'PUT /api/properties/{id}',
    path: (f) => `/api/properties/${f.ownProperty}`,
    body: { priority: 3 },
    expect: ownRecord(),
  },
  { op: 'DELETE /api/properties/{id}', path: at(`/api/properties/${UNKNOWN_ID}`), expect: adminOnly(404) },
  // An agent cannot delete even their own (the admin is not called: it would delete it).
  { op: 'DELETE /api/properties/{id}', path: (f) => `/api/properties/${f.ownProperty}`, expect: adminOnly(null) },
  {
    op: 'GET /api/properties/{id}/activity',
    path: (f) => `/api/properties/${f.ownProperty}/activity`,
    expect: ownRecord(),
  },
  // A lease's history: an unknown lease is a 404 for staff, past the access check.
  { op: 'GET /api/leases/{id}/activity', path: at(`/api/leases/${UNKNOWN_ID}/activity`), expect: staff(404) },
  // The owner's report (docs/owner-report.md): the agent's own property. Without a mandate the
  // owner's link is refused (409), and a revoke with no live link changes nothing.
  {
    op: 'GET /api/properties/{id}/report',
    path: (f) => `/api/properties/${f.reportProperty}/report`,
    expect: ownRecord(),
  },
  {
    op: 'POST /api/properties/{id}/report-link',
    path: (f) => `/api/properties/${f.reportProperty}/report-link`,
    expect: ownRecord(409),
  },
  {
    op: 'DELETE /api/properties/{id}/report-link',
    path: (f) => `/api/properties/${f.reportProperty}/report-link`,
    expect: ownRecord(),
  },
  // A draft is not public: anonymous callers and visitors get 404, like the other agent.
  {
    op: 'GET /api/properties/{id}',
    path: (f) => `/api/properties/${f.ownProperty}`,
    expect: { anonymous: 404, visitor: 404, agent: 200, otherAgent: 404, admin: 200 },
  },
  // The ficha técnica of a draft (docs/ficha.md): the same access as the draft itself.
  {
    op: 'GET /property/{id}/ficha.pdf',
    path: (f) => `/property/${f.ownProperty}/ficha.pdf`,
    expect: { anonymous: 404, visitor: 404, agent: 200, otherAgent: 404, admin: 200 },
  },
  { op: 'POST /api/upload/property-images', path: at('/api/upload/property-images'), expect: staff(415) },
  { op: 'POST /api/upload/videos', path: at('/api/upload/videos'), expect: staff(415) },

  // News, locations, settings, users and the activity log are admins' alone.
  { op: 'POST /api/news', path: at('/api/news'), body: {}, expect: adminOnly(400) },
  { op: 'PUT /api/news/{id}', path: at(`/api/news/${UNKNOWN_ID}`), body: { title: 'x' }, expect: adminOnly(404) },
  { op: 'DELETE /api/news/{id}', path: at(`/api/news/${UNKNOWN_ID}`), expect: adminOnly(404) },
  { op: 'DELETE /api/news', path: at('/api/news'), expect: adminOnly(400) },
  { op: 'POST /api/upload/news-images', path: at('/api/upload/news-images'), expect: adminOnly(415) },
  { op: 'POST /api/cities', path: at('/api/cities'), body: {}, expect: adminOnly(400) },
  { op: 'PUT /api/cities', path: at('/api/cities'), body: {}, expect: adminOnly(400) },
  { op: 'DELETE /api/cities/{code}', path: at('/api/cities/99999'), expect: adminOnly(404) },
  { op: 'POST /api/localities', path: at('/api/localities'), body: {}, expect: adminOnly(400) },
  { op: 'PUT /api/localities', path: at('/api/localities'), body: {}, expect: adminOnly(400) },
  { op: 'DELETE /api/localities/{code}', path: at('/api/localities/9999999'), expect: adminOnly(404) },
  { op: 'PUT /api/settings', path: at('/api/settings'), body: {}, expect: adminOnly(400) },
  { op: 'PUT /api/settings/{section}', path: at('/api/settings/nada'), body: {}, expect: adminOnly(404) },
  // A reset would change every other test's settings: the admin's own answer is tested in settings-api.
  { op: 'POST /api/settings/reset', path: at('/api/settings/reset'), body: {}, expect: adminOnly(null) },
  { op: 'GET /api/settings/export', path: at('/api/settings/export'), expect: adminOnly() },
  { op: 'POST /api/settings/import', path: at('/api/settings/import'), expect: adminOnly(415) },
  { op: 'GET /api/users', path: at('/api/users'), expect: adminOnly() },
  { op: 'POST /api/users', path: at('/api/users'), body: {}, expect: adminOnly(400) },
  { op: 'GET /api/users/stats', path: at('/api/users/stats'), expect: adminOnly() },
  { op: 'GET /api/users/{id}', path: (f) => `/api/users/${f.adminId}`, expect: adminOnly() },
  { op: 'PATCH /api/users/{id}', path: at(`/api/users/${UNKNOWN_ID}`), body: { name: 'Otro' }, expect: adminOnly(404) },
  { op: 'DELETE /api/users/{id}', path: at(`/api/users/${UNKNOWN_ID}`), expect: adminOnly(404) },
  { op: 'POST /api/users/{id}/invitation', path: at(`/api/users/${UNKNOWN_ID}/invitation`), expect: adminOnly(404) },
  { op: 'GET /api/activity', path: at('/api/activity'), expect: adminOnly() },
  // API keys (docs/api-keys.md): admins only; a key never manages keys (no scope).
  { op: 'GET /api/api-keys', path: at('/api/api-keys'), expect: adminOnly() },
  { op: 'POST /api/api-keys', path: at('/api/api-keys'), body: { name: 'Matriz', scopes: [] }, expect: adminOnly(400) },
  { op: 'DELETE /api/api-keys/{id}', path: at(`/api/api-keys/${UNKNOWN_ID}`), expect: adminOnly(404) },
  // The outbox (docs/outbox.md): an unknown message's retry is a 404, so nothing is resent.
  { op: 'GET /api/outbox', path: at('/api/outbox?status=failed'), expect: adminOnly() },
  {
    op: 'POST /api/outbox/{id}/retry',
    path: at('/api/outbox/00000000-0000-4000-8000-000000000000/retry'),
    expect: adminOnly(404),
  },

  // Leads: an agent works their own (another agent meets a 404), only admins reassign and export.
  { op: 'GET /api/leads', path: at('/api/leads'), expect: staff() },
  { op: 'GET /api/leads/stats', path: at('/api/leads/stats'), expect: staff() },
  { op: 'GET /api/leads/{id}', path: (f) => `/api/leads/${f.ownLead}`, expect: ownRecord() },
  {
    op: 'PATCH /api/leads/{id}',
    path: (f) => `/api/leads/${f.ownLead}`,
    body: { status: 'contactada' },
    expect: ownRecord(),
  },
  {
    op: 'PATCH /api/leads/{id}',
    path: at(`/api/leads/${UNKNOWN_ID}`),
    body: { status: 'contacted' },
    expect: staff(404),
  },
  // Only admins reassign: the agent cannot hand their lead on (the admin is not called: it would).
  {
    op: 'PATCH /api/leads/{id}',
    path: (f) => `/api/leads/${f.ownLead}`,
    body: (f: Fixtures) => ({ assigneeId: f.otherAgentId }),
    expect: { anonymous: 401, visitor: 403, agent: 403, otherAgent: 404, admin: null },
    forbidden: 'Solo un administrador puede reasignar solicitudes',
  },
  // Handing it to whom already has it changes nothing, whoever sends it.
  {
    op: 'PATCH /api/leads/{id}',
    path: (f) => `/api/leads/${f.ownLead}`,
    body: (f: Fixtures) => ({ assigneeId: f.agentId }),
    expect: ownRecord(),
  },
  {
    op: 'POST /api/leads/{id}/notes',
    path: (f) => `/api/leads/${f.ownLead}/notes`,
    body: { text: 'Nota de la matriz' },
    expect: ownRecord(201),
  },
  { op: 'GET /api/leads/export', path: at('/api/leads/export'), expect: adminOnly() },
  // An inquiry cannot become an owner: past the scope check, staff meet that 400 and nothing changes.
  {
    op: 'POST /api/leads/{id}/convert',
    path: (f) => `/api/leads/${f.ownLead}/convert`,
    body: { into: 'owner' },
    expect: ownRecord(400),
  },
  // Client demands: an agent works their own (another agent meets a 404); any staff member creates.
  { op: 'GET /api/demands', path: at('/api/demands'), expect: staff() },
  { op: 'POST /api/demands', path: at('/api/demands'), body: { clientConsent: false }, expect: staff(400) },
  { op: 'GET /api/demands/{id}', path: (f) => `/api/demands/${f.ownDemand}`, expect: ownRecord() },
  {
    op: 'PATCH /api/demands/{id}',
    path: (f) => `/api/demands/${f.ownDemand}`,
    body: { notes: 'Nota de la matriz' },
    expect: ownRecord(),
  },
  // Only admins hand a demand on (the admin is not called: it would).
  {
    op: 'PATCH /api/demands/{id}',
    path: (f) => `/api/demands/${f.ownDemand}`,
    body: (f: Fixtures) => ({ agentId: f.otherAgentId }),
    expect: { anonymous: 401, visitor: 403, agent: 403, otherAgent: 404, admin: null },
    forbidden: 'Solo un administrador puede asignar la demanda a otro asesor',
  },
  { op: 'DELETE /api/demands/{id}', path: at(`/api/demands/${UNKNOWN_ID}`), expect: staff(404) },
  // Deleting it would end it for the other rows: only the one who may not is called.
  {
    op: 'DELETE /api/demands/{id}',
    path: (f) => `/api/demands/${f.ownDemand}`,
    expect: { anonymous: 401, visitor: 403, agent: null, otherAgent: 404, admin: null },
  },
  // The agenda: an agent sees their own visits, an admin everyone's.
  { op: 'GET /api/visits', path: at('/api/visits?from=2030-01-07&days=7'), expect: staff() },

  // Mandates (docs/mandates.md): through the agent's own property; the matrix's draft has none, so
  // staff past the check meet "Esta propiedad no tiene mandato" (404), the other agent the
  // property's own 404, and a PUT naming no owner is refused (400) before anything is written.
  {
    op: 'GET /api/properties/{id}/mandate',
    path: (f) => `/api/properties/${f.ownProperty}/mandate`,
    expect: staff(404),
  },
  {
    op: 'PUT /api/properties/{id}/mandate',
    path: (f) => `/api/properties/${f.ownProperty}/mandate`,
    body: {
      ownerId: UNKNOWN_ID,
      exclusive: true,
      commissionPercent: 3,
      startDate: '2030-01-01',
      endDate: '2031-01-01',
    },
    expect: { anonymous: 401, visitor: 403, agent: 400, otherAgent: 404, admin: 400 },
  },
  {
    op: 'DELETE /api/properties/{id}/mandate',
    path: (f) => `/api/properties/${f.ownProperty}/mandate`,
    expect: staff(404),
  },
  {
    op: 'GET /api/properties/{id}/mandate/document',
    path: (f) => `/api/properties/${f.ownProperty}/mandate/document`,
    expect: staff(404),
  },
  {
    op: 'POST /api/properties/{id}/mandate/document',
    path: (f) => `/api/properties/${f.ownProperty}/mandate/document`,
    body: {},
    expect: staff(404),
  },
  { op: 'GET /api/mandates/ending', path: at('/api/mandates/ending'), expect: staff() },
  // Rentals: increases and the dashboard's lists (docs/rentals.md). An unknown lease: past the access check.
  {
    op: 'POST /api/leases/{id}/increases',
    path: at(`/api/leases/${UNKNOWN_ID}/increases`),
    body: { percent: 3, effectiveDate: '2030-01-01' },
    expect: staff(404),
  },
  {
    op: 'GET /api/leases/{id}/increases/{increaseId}/letter.pdf',
    path: at(`/api/leases/${UNKNOWN_ID}/increases/${UNKNOWN_ID}/letter.pdf`),
    expect: staff(404),
  },
  { op: 'GET /api/leases/increases-due', path: at('/api/leases/increases-due'), expect: staff() },
  { op: 'GET /api/leases/ending', path: at('/api/leases/ending'), expect: staff() },
  // Owners: an agent works their own (another agent meets a 404), only admins reassign.
  { op: 'GET /api/owners', path: at('/api/owners'), expect: staff() },
  { op: 'POST /api/owners', path: at('/api/owners'), body: { name: '' }, expect: staff(400) },
  { op: 'GET /api/owners/{id}', path: (f) => `/api/owners/${f.ownOwner}`, expect: ownRecord() },
  {
    op: 'PATCH /api/owners/{id}',
    path: (f) => `/api/owners/${f.ownOwner}`,
    body: { notes: 'Nota de la matriz' },
    expect: ownRecord(),
  },
  {
    op: 'PATCH /api/owners/{id}',
    path: (f) => `/api/owners/${f.ownOwner}`,
    body: (f: Fixtures) => ({ agentId: f.otherAgentId }),
    expect: { anonymous: 401, visitor: 403, agent: 403, otherAgent: 404, admin: null },
    forbidden: 'Solo un administrador puede asignar el propietario a otro asesor',
  },
  { op: 'DELETE /api/owners/{id}', path: at(`/api/owners/${UNKNOWN_ID}`), expect: staff(404) },
  // Another agent cannot delete the agent's owner (the agent and the admin are not called: they would).
  {
    op: 'DELETE /api/owners/{id}',
    path: (f) => `/api/owners/${f.ownOwner}`,
    expect: { anonymous: 401, visitor: 403, agent: null, otherAgent: 404, admin: null },
  },
  { op: 'GET /api/owners/{id}/export', path: (f) => `/api/owners/${f.ownOwner}/export`, expect: ownRecord() },

  // The ledger (docs/rentals.md): staff reach the payments, expenses and statement of a lease past
  // the role check (an unknown lease: their 404); only admins reverse a payment. The settlement of
  // the agent's owner: a month long past reads, and its payout meets the 409 of a settlement
  // without leases, so nothing is recorded.
  {
    op: 'POST /api/leases/{id}/payments',
    path: at(`/api/leases/${UNKNOWN_ID}/payments`),
    body: { amount: 1000, date: '2026-01-02', method: 'pse' },
    expect: staff(404),
  },
  {
    op: 'DELETE /api/leases/{id}/payments/{paymentId}',
    path: at(`/api/leases/${UNKNOWN_ID}/payments/${UNKNOWN_ID}`),
    body: { reason: 'Prueba' },
    expect: adminOnly(404),
  },
  { op: 'GET /api/leases/{id}/statement', path: at(`/api/leases/${UNKNOWN_ID}/statement`), expect: staff(404) },
  {
    op: 'GET /api/leases/{id}/statement.pdf',
    path: at(`/api/leases/${UNKNOWN_ID}/statement.pdf`),
    expect: staff(404),
  },
  {
    op: 'POST /api/leases/{id}/expenses',
    path: at(`/api/leases/${UNKNOWN_ID}/expenses`),
    body: { amount: 1000, date: '2026-01-02', description: 'Prueba' },
    expect: staff(404),
  },
  {
    op: 'GET /api/owners/{id}/settlements',
    path: (f) => `/api/owners/${f.ownOwner}/settlements?month=2020-01`,
    expect: ownRecord(),
  },
  {
    op: 'POST /api/owners/{id}/settlements/{month}/paid',
    path: (f) => `/api/owners/${f.ownOwner}/settlements/2020-01/paid`,
    body: { date: '2020-02-03' },
    expect: ownRecord(409),
  },

  // Every staff member's own profile.
  { op: 'GET /api/profile', path: at('/api/profile'), expect: staff() },
  { op: 'PATCH /api/profile', path: at('/api/profile'), body: {}, expect: staff() },

  // A signed-in account's own records: anyone signed in reaches their own, nobody
  // another's (tests/integration/account-api.test.ts calls them as another visitor: 404).
  { op: 'GET /api/me', path: at('/api/me'), expect: signedIn() },
  { op: 'PATCH /api/me', path: at('/api/me'), body: {}, expect: signedIn(400) },
  // The visitor is not called (it would delete the matrix's visitor); staff accounts are refused.
  {
    op: 'DELETE /api/me',
    path: at('/api/me'),
    expect: { anonymous: 401, visitor: null, agent: 403, otherAgent: 403, admin: 403 },
    forbidden: 'Las cuentas del equipo se gestionan en el panel de administración',
  },
  { op: 'PUT /api/me/password', path: at('/api/me/password'), body: {}, expect: signedIn(400) },
  { op: 'GET /api/me/saved-searches', path: at('/api/me/saved-searches'), expect: signedIn() },
  { op: 'POST /api/me/saved-searches', path: at('/api/me/saved-searches'), body: { name: '' }, expect: signedIn(400) },
  {
    op: 'PATCH /api/me/saved-searches/{id}',
    path: at(`/api/me/saved-searches/${UNKNOWN_ID}`),
    body: { name: 'Matriz' },
    expect: signedIn(404),
  },
  { op: 'DELETE /api/me/saved-searches/{id}', path: at(`/api/me/saved-searches/${UNKNOWN_ID}`), expect: signedIn(404) },
  { op: 'GET /api/me/favorites', path: at('/api/me/favorites'), expect: signedIn() },
  { op: 'PUT /api/me/favorites', path: at('/api/me/favorites'), body: { ids: 'x' }, expect: signedIn(400) },
  { op: 'GET /api/me/export', path: at('/api/me/export'), expect: signedIn() },
  { op: 'GET /api/alerts/stats', path: at('/api/alerts/stats'), expect: adminOnly() },

  // The cruce (docs/cruce.md): the match lists and the selection of the agent's own demand and
  // property; new cruces are each staff member's own. A selection of a draft is refused (400)
  // past the scope check, so nothing is queued; "seen" gets a malformed id for the same reason.
  { op: 'GET /api/demands/{id}/matches', path: (f) => `/api/demands/${f.cruceDemand}/matches`, expect: ownRecord() },
  {
    op: 'POST /api/demands/{id}/selection',
    path: (f) => `/api/demands/${f.cruceDemand}/selection`,
    body: (f: Fixtures) => ({ propertyIds: [f.ownProperty] }),
    expect: ownRecord(400),
  },
  {
    op: 'GET /api/properties/{id}/matches',
    path: (f) => `/api/properties/${f.ownProperty}/matches`,
    expect: ownRecord(),
  },
  { op: 'GET /api/cruces', path: at('/api/cruces'), expect: staff() },
  { op: 'GET /api/cruces/count', path: at('/api/cruces/count'), expect: staff() },
  { op: 'POST /api/cruces/seen', path: at('/api/cruces/seen'), body: { ids: ['x'] }, expect: staff(400) },

  // Import and export (docs/import-export.md): any staff member, an agent within their own listings.
  // The import sent without a multipart body is refused (415) past the role check; unknown imports are 404s.
  { op: 'POST /api/imports', path: at('/api/imports'), expect: staff(415) },
  { op: 'GET /api/imports/template.csv', path: at('/api/imports/template.csv'), expect: staff() },
  { op: 'GET /api/imports/{id}', path: at(`/api/imports/${UNKNOWN_ID}`), expect: staff(404) },
  { op: 'POST /api/imports/{id}/commit', path: at(`/api/imports/${UNKNOWN_ID}/commit`), expect: staff(404) },
  { op: 'GET /api/properties/export', path: at('/api/properties/export?format=json'), expect: staff() },

  // Webhooks (docs/webhooks.md): admins only. The POST's empty URL is refused past the role check;
  // unknown subscriptions are 404s.
  { op: 'GET /api/webhooks', path: at('/api/webhooks'), expect: adminOnly() },
  { op: 'POST /api/webhooks', path: at('/api/webhooks'), body: { url: '' }, expect: adminOnly(400) },
  {
    op: 'PATCH /api/webhooks/{id}',
    path: at(`/api/webhooks/${UNKNOWN_ID}`),
    body: { active: true },
    expect: adminOnly(404),
  },
  { op: 'DELETE /api/webhooks/{id}', path: at(`/api/webhooks/${UNKNOWN_ID}`), expect: adminOnly(404) },
  {
    op: 'GET /api/webhooks/{id}/deliveries',
    path: at(`/api/webhooks/${UNKNOWN_ID}/deliveries`),
    expect: adminOnly(404),
  },
  {
    op: 'POST /api/webhooks/{id}/deliveries/{deliveryId}/retry',
    path: at(`/api/webhooks/${UNKNOWN_ID}/deliveries/msg_desconocido0000/retry`),
    expect: adminOnly(404),
  },
  { op: 'POST /api/webhooks/{id}/test', path: at(`/api/webhooks/${UNKNOWN_ID}/test`), expect: adminOnly(404) },

  // Last: it ends the session it is called with.
  { op: 'POST /api/auth/logout', path: at('/api/auth/logout'), body: {}, expect: signedIn(), fresh: true },
  // Leases (docs/rentals.md): through the property's current agent (another agent: 404). Writes
  // that would change the lease meet a 404 (an unknown id) or a 400 past the access check.
  { op: 'GET /api/leases', path: at('/api/leases'), expect: staff() },
  { op: 'POST /api/leases', path: at('/api/leases'), body: { propertyId: 'x' }, expect: staff(400) },
  { op: 'GET /api/leases/{id}', path: (f) => `/api/leases/${f.ownLease}`, expect: ownRecord() },
  {
    op: 'PATCH /api/leases/{id}',
    path: (f) => `/api/leases/${f.ownLease}`,
    body: { graceDays: 5 },
    expect: ownRecord(),
  },
  {
    op: 'POST /api/leases/{id}/terminate',
    path: at(`/api/leases/${UNKNOWN_ID}/terminate`),
    body: { date: '2026-01-01', reason: 'Matriz' },
    expect: staff(404),
  },
  { op: 'POST /api/leases/{id}/tenant-link', path: at(`/api/leases/${UNKNOWN_ID}/tenant-link`), expect: staff(404) },
  { op: 'DELETE /api/leases/{id}/tenant-link', path: at(`/api/leases/${UNKNOWN_ID}/tenant-link`), expect: staff(404) },
];
