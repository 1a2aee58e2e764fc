import { describe, expect, it } from 'vitest';

import { ADMIN, adminToken, asAdmin, loginTokens } from './accounts';
import { baseURL, call, get, post } from './stack-client';
import { ANDRES, draftOf, idOf, invite, JUAN, LAURA, linkTokenFor, tokenOf } from './staff';

// Issue 20 items 1-3 and 6 over real HTTP: staff accounts, agents and their scope, the activity log.

const LAST_ADMIN = 'No se puede quitar el rol ni desactivar al último administrador activo';

describe('staff accounts', () => {
  it('an invitation sets the password once; the account is listed, filtered and searched', async () => {
    const agent = await invite('agent', 'invitado', 'Mariana Invitada Pardo');
    expect((await loginTokens(agent.email, agent.password)).accessToken).toBeTruthy();
    const reused = await post('/api/auth/reset-password', {
      token: await linkTokenFor(agent.email),
      password: 'Otra-Clave-2026',
    });
    expect(reused.status).toBe(400);

    const token = await adminToken();
    const found = await call('GET', '/api/users?role=agent&active=true&search=invitada+pardo', { token });
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: agent.id, role: 'agent', active: true, invitationPending: false }),
    ]);
    const visitors = await call('GET', '/api/users?role=user&limit=5', { token });
    expect(visitors.body.data.every((u: { role: string }) => u.role === 'user')).toBe(true);
    expect(visitors.body.pagination).toMatchObject({ page: 1, limit: 5 });
    const taken = await call('POST', '/api/users', {
      token,
      body: { name: 'Otra', email: agent.email, role: 'agent' },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'El email ya está registrado' } });
  });

  it('deactivating stops the tokens at once; reactivating lets the account sign in again', async () => {
    const agent = await invite('agent', 'desactivado');
    const live = await tokenOf(agent);
    expect((await call('GET', '/api/auth/me', { token: live })).status).toBe(200);

    expect(await asAdmin('DELETE', `/api/users/${agent.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Usuario desactivado exitosamente' },
    });
    expect((await call('GET', '/api/auth/me', { token: live })).status).toBe(401);
    expect((await post('/api/auth/login', { email: agent.email, password: agent.password })).status).toBe(401);

    expect((await asAdmin('PATCH', `/api/users/${agent.id}`, { active: true })).status).toBe(200);
    expect(await tokenOf(agent)).toBeTruthy();
  });

  it('the last active admin cannot be demoted or deactivated', async () => {
    const adminId = await idOf(await adminToken());
    expect(await asAdmin('PATCH', `/api/users/${adminId}`, { role: 'agent' })).toMatchObject({
      status: 409,
      body: { message: LAST_ADMIN },
    });
    expect((await asAdmin('DELETE', `/api/users/${adminId}`)).status).toBe(409);
    expect((await loginTokens(ADMIN.email, ADMIN.password)).accessToken).toBeTruthy();
  });

  it('edits and role changes are logged with old and new values, filtered by person and record', async () => {
    const agent = await invite('agent', 'registro', 'Sofía Registro');
    await asAdmin('PATCH', `/api/users/${agent.id}`, { name: 'Sofía Registro Díaz', role: 'admin' });
    await asAdmin('PATCH', `/api/users/${agent.id}`, { role: 'agent' });
    const adminId = await idOf(await adminToken());
    const log = await asAdmin('GET', `/api/activity?entity=user&entityId=${agent.id}&actorId=${adminId}`);
    expect(log.status).toBe(200);
    const changes = log.body.data.flatMap((entry: { changes: unknown[] }) => entry.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Sofía Registro', to: 'Sofía Registro Díaz' },
        { field: 'role', from: 'agent', to: 'admin' },
        { field: 'role', from: 'admin', to: 'agent' },
      ]),
    );
    expect(log.body.data[0]).toMatchObject({ actorName: expect.any(String), entity: 'user', action: 'update' });
  });
});

describe('an agent', () => {
  it('lists only their own properties, creates their own, and deletes nothing', async () => {
    const token = await tokenOf(LAURA);
    const lauraId = await idOf(token);
    const own = await call('GET', '/api/properties?limit=100', { token });
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((p: { agentId: string }) => p.agentId === lauraId)).toBe(true);
    const all = await asAdmin('GET', '/api/properties?limit=1');
    expect(all.body.pagination.total).toBeGreaterThan(own.body.pagination.total);

    const draft = await draftOf(token);
    expect(draft.agentId).toBe(lauraId);
    const other = await tokenOf(ANDRES);
    expect((await call('PUT', `/api/properties/${draft._id}`, { token: other, body: { priority: 2 } })).status).toBe(
      404,
    );
    const andresId = await idOf(other);
    const handed = await call('PUT', `/api/properties/${draft._id}`, { token, body: { agentId: andresId } });
    expect(handed.status).toBe(403);
    expect((await call('DELETE', `/api/properties/${draft._id}`, { token })).status).toBe(403);
    expect((await asAdmin('DELETE', `/api/properties/${draft._id}`)).status).toBe(200);
  });

  it("edits their own profile, which the property's public agent block shows", async () => {
    const token = await tokenOf(LAURA);
    const before = await call('GET', '/api/profile', { token });
    const bio = `Asesora en Chapinero desde 2015 (${Date.now()})`;
    expect((await call('PATCH', '/api/profile', { token, body: { agent: { bio } } })).status).toBe(200);
    expect((await call('GET', '/api/profile', { token })).body.data.agent.bio).toBe(bio);
    await call('PATCH', '/api/profile', { token, body: { agent: { bio: before.body.data.agent.bio } } });
  });
});

describe('the public side of the agents', () => {
  it("a property's agent block and WhatsApp come from its agent (the agency's number when the agent has none)", async () => {
    for (const [agent, whatsapp] of [
      [LAURA, /\d/],
      [JUAN, /^$/],
    ] as const) {
      const token = await tokenOf(agent);
      const mine = await call('GET', '/api/properties?limit=1&status=disponible', { token });
      const detail = await get(`/api/properties/${mine.body.data[0]._id}`);
      expect(detail.body.data.agent).toMatchObject({ slug: agent.slug, whatsapp: expect.stringMatching(whatsapp) });
    }
  });

  it('/asesores and /asesores/{slug} list each agent with JSON-LD and are in the sitemap', async () => {
    const list = await fetchText('/asesores');
    expect(list).toContain(`href="/asesores/${LAURA.slug}"`);
    expect(list).toContain('"@type":"RealEstateAgent"');
    const page = await fetchText(`/asesores/${LAURA.slug}`);
    expect(page).toContain('Laura');
    expect(page).toContain('"@type":"Person"');
    // Like an unknown property: a real 404 with the not-found view, kept out of search engines.
    const response = await fetch(`${baseURL()}/asesores/nadie-con-este-nombre`);
    expect(response.status).toBe(404);
    const missing = await response.text();
    expect(missing).toContain('Asesor no encontrado');
    expect(missing).toMatch(/<meta name="robots" content="noindex/);
    expect(await fetchText('/sitemap.xml')).toContain(`/asesores/${ANDRES.slug}</loc>`);
  });
});

async function fetchText(path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}
