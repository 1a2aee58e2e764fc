import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import type { ActivityItem } from '@/lib/validation/activity';

import { adminToken } from './accounts';
import { signedLease } from './rental-fixtures';
import { call, connectTestDb } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';

// A lease's history on its page (GET /api/leases/{id}/activity, docs/rentals.md#the-screens): the
// activity log of that lease, newest first, for its agent and admins; another agent's is a 404.

let agent = '';
let other = '';
let admin = '';
let agentId = '';

beforeAll(async () => {
  [agent, other, admin] = await Promise.all([tokenOf(LAURA), tokenOf(ANDRES), adminToken()]);
  agentId = await idOf(agent);
  await connectTestDb();
});

afterAll(async () => {
  await disconnectDb();
});

describe('GET /api/leases/{id}/activity', () => {
  it("pages the lease's own entries, newest first, for its agent and admins; another agent's is a 404", async () => {
    const { lease } = await signedLease(agent, agentId);
    const patched = await call('PATCH', `/api/leases/${lease.id}`, { token: agent, body: { graceDays: 7 } });
    expect(patched.status).toBe(200);

    const history = await call('GET', `/api/leases/${lease.id}/activity?limit=10`, { token: agent });
    expect(history.status).toBe(200);
    const items = history.body.data as ActivityItem[];
    expect(items.map((item) => item.action)).toEqual(['update', 'create']);
    expect(items.every((item) => item.entity === 'lease' && item.entityId === lease.id)).toBe(true);
    expect(items[0].changes).toContainEqual({ field: 'graceDays', from: lease.graceDays, to: 7 });
    expect(history.body.pagination).toMatchObject({ page: 1, total: 2 });

    expect((await call('GET', `/api/leases/${lease.id}/activity`, { token: admin })).status).toBe(200);
    const refused = await call('GET', `/api/leases/${lease.id}/activity`, { token: other });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(LEASE_MESSAGES.notFound);
  });
});
