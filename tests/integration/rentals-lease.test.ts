import { randomInt } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { nitCheckDigit } from '@/lib/domain/nit';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { periodsThrough } from '@/lib/domain/rentals/periods';
import type { ChargeEntry } from '@/lib/domain/rentals/types';
import { addDays, bogotaInstant } from '@/lib/domain/visits';
import { formatPrice } from '@/lib/format';
import type { ApiLease, ApiLeaseRow } from '@/lib/validation/leases';
import { Activity } from '@/models/activity';
import { Property } from '@/models/property';

import { adminToken } from './accounts';
import { runAlertsAt } from './alert-clock';
import { newDemand } from './demand-fixtures';
import {
  leasableProperty,
  leaseBody,
  ledgerEntries,
  mandateOn,
  monthsAgo,
  rentalListing,
  signedLease,
  today,
} from './rental-fixtures';
import { baseURL, call, connectTestDb, get } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';
import { newProperty } from './team';
import { sitemap } from './visitor-reads';
import { watchWebhooks } from './webhook-watch';

// Leases over HTTP (docs/rentals.md#the-lease): each refusal at signing with its article or what
// is missing, the property leaving the catalogue, the past periods' charges (settled before
// paidThrough), the hourly charge pass run twice at once, an agent's scope, changes, termination
// and the tenant's link.

let agent = '';
let other = '';
let admin = '';
let agentId = '';
let otherId = '';

const sign = (token: string, body: unknown) => call('POST', '/api/leases', { token, body });

async function chargesOf(leaseId: string): Promise<ChargeEntry[]> {
  return (await ledgerEntries(leaseId)).filter((entry): entry is ChargeEntry => entry.kind === 'charge');
}

beforeAll(async () => {
  [agent, other, admin] = await Promise.all([tokenOf(LAURA), tokenOf(ANDRES), adminToken()]);
  [agentId, otherId] = await Promise.all([idOf(agent), idOf(other)]);
  await connectTestDb();
});

afterAll(async () => {
  await disconnectDb();
});

describe('POST /api/leases: what signing needs', () => {
  it('refuses a sale listing (409 not_a_rental) and a rental without a current mandate (409 mandate_required)', async () => {
    const sale = await newProperty(agentId, { operation: 'venta' });
    await mandateOn(sale._id, agentId);
    const refused = await sign(agent, leaseBody(sale._id));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: LEASE_MESSAGES.notARental, code: 'not_a_rental' });

    const bare = await rentalListing(agentId);
    const none = await sign(agent, leaseBody(bare._id));
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ message: LEASE_MESSAGES.noMandate, code: 'mandate_required' });

    const expired = await rentalListing(agentId);
    await mandateOn(expired._id, agentId, { ended: true });
    const ended = await sign(agent, leaseBody(expired._id));
    expect(ended.status).toBe(409);
    expect(ended.body.code).toBe('mandate_required');
  });

  it('refuses a canon above 1 % of the commercial value (Ley 820 art. 18)', async () => {
    const { property } = await leasableProperty(agentId);
    const response = await sign(
      agent,
      leaseBody(property._id, { monthlyRent: 2_500_001, commercialValue: 250_000_000 }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(LEASE_MESSAGES.aboveOnePercent(formatPrice(2_500_000)));
    expect(response.body.message).toMatch(/^Ley 820 de 2003, artículo 18: /);
    // Exactly 1 % is within the law.
    const exact = await sign(agent, leaseBody(property._id, { monthlyRent: 2_500_000, commercialValue: 250_000_000 }));
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
  });

  it('refuses any deposit or real guarantee (Ley 820 art. 16), whatever else the body lacks', async () => {
    const { property } = await leasableProperty(agentId);
    for (const body of [
      leaseBody(property._id, { guarantee: { type: 'deposito' } }),
      leaseBody(property._id, { deposit: 5_000_000 }),
      leaseBody(property._id, { guarantee: { type: 'ninguna', deposit: 2_500_000 } }),
      { propertyId: property._id, deposit: 5_000_000 },
    ]) {
      const response = await sign(agent, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(LEASE_MESSAGES.deposit);
      expect(response.body.message).toMatch(/^Ley 820 de 2003, artículo 16: /);
    }
    const unknown = await sign(agent, leaseBody(property._id, { guarantee: { type: 'pagaré' } }));
    expect(unknown.body.message).toBe(LEASE_MESSAGES.guaranteeType);
  });

  it("needs the tenant's Ley 1581 consent, a valid document and the guarantee's people", async () => {
    const { property } = await leasableProperty(agentId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tenantConsent: false }, LEASE_MESSAGES.consent],
      [{ guarantee: { type: 'codeudor', coSigners: [] } }, LEASE_MESSAGES.coSignerRequired],
      [{ guarantee: { type: 'afianzadora' } }, LEASE_MESSAGES.insurerRequired],
      [{ monthlyRent: 2_500_000.5 }, LEASE_MESSAGES.monthlyRent],
      [{ startDate: '2026-02-30' }, LEASE_MESSAGES.startDate],
      [{ paidThrough: '2000-01-01' }, LEASE_MESSAGES.paidThroughBeforeStart],
    ];
    for (const [extra, message] of cases) {
      const response = await sign(agent, leaseBody(property._id, extra));
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const nit = leaseBody(property._id);
    nit.tenant = {
      ...nit.tenant,
      documentType: 'NIT',
      documentNumber: `900123456-${(nitCheckDigit('900123456') + 1) % 10}`,
    };
    const badNit = await sign(agent, nit);
    expect(badNit.status).toBe(400);
    expect(badNit.body.errors[0].field).toBe('tenant.documentNumber');
  });

  it('refuses a second lease in force on one property (409 lease_in_force), and allows one after termination', async () => {
    const { lease, property } = await signedLease(agent, agentId);
    const again = await sign(agent, leaseBody(property._id));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: LEASE_MESSAGES.leaseInForce, code: 'lease_in_force' });

    const early = await call('POST', `/api/leases/${lease.id}/terminate`, {
      token: agent,
      body: { date: addDays(lease.startDate, -1), reason: 'Antes de empezar' },
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(LEASE_MESSAGES.terminateBeforeStart);
    const ended = await call('POST', `/api/leases/${lease.id}/terminate`, {
      token: agent,
      body: { date: today(), reason: 'Entrega anticipada del inmueble' },
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.message).toBe(LEASE_MESSAGES.terminated);
    expect(ended.body.data).toMatchObject({ status: 'terminado', terminatedAt: today() });
    const twice = await call('POST', `/api/leases/${lease.id}/terminate`, {
      token: agent,
      body: { date: today(), reason: 'Otra vez' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(LEASE_MESSAGES.alreadyTerminated);
    // The property stays arrendado (the agent decides), and it may take a new lease.
    expect((await Property.findById(property._id).lean<{ status: string }>())?.status).toBe('arrendado');
    expect((await sign(agent, leaseBody(property._id, { startDate: today() }))).status).toBe(201);
  });
});

describe('a signed lease', () => {
  it('sets the property arrendado: out of the public list, the feed, the sitemap and the cruce', async () => {
    const { property, owner } = await leasableProperty(agentId);
    const demand = await newDemand(agentId, { operation: 'arriendo' });
    const matchIds = async () => {
      const response = await call('GET', `/api/demands/${demand.id}/matches?limit=100`, { token: agent });
      expect(response.status).toBe(200);
      const ids: string[] = [];
      for (let page = 1; page <= response.body.pagination.pages; page += 1) {
        const next = await call('GET', `/api/demands/${demand.id}/matches?limit=100&page=${page}`, { token: agent });
        ids.push(...(next.body.data as Array<{ property: { _id: string } }>).map((m) => m.property._id));
      }
      return ids;
    };
    const listed = async () => {
      const response = await get(`/api/properties?search=${encodeURIComponent(property.title)}&limit=50`);
      return (response.body.data as Array<{ _id: string }>).map((p) => p._id);
    };
    const inFeed = async () =>
      (await (await fetch(`${baseURL()}/feeds/trovit.xml`)).text()).includes(`/property/${property._id}<`);
    const inSitemap = async () => [...(await sitemap()).keys()].some((path) => path === `/property/${property._id}`);

    expect(await listed()).toContain(property._id);
    expect(await inFeed()).toBe(true);
    expect(await inSitemap()).toBe(true);
    expect(await matchIds()).toContain(property._id);

    const response = await sign(agent, leaseBody(property._id));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe(LEASE_MESSAGES.created);
    const lease = response.body.data as ApiLease;
    expect(lease).toMatchObject({
      property: { id: property._id, title: property.title },
      owner: { id: owner.id, name: owner.name },
      agent: { id: agentId },
      monthlyRent: 2_500_000,
      adminFee: 350_000,
      termMonths: 12,
      graceDays: 5,
      status: 'vigente',
      tenantConsent: { accepted: true },
    });

    expect((await Property.findById(property._id).lean<{ status: string }>())?.status).toBe('arrendado');
    expect(await listed()).not.toContain(property._id);
    expect(await inFeed()).toBe(false);
    expect(await inSitemap()).toBe(false);
    expect(await matchIds()).not.toContain(property._id);

    // Signing is in the activity log, with its fields.
    const entry = await Activity.findOne({ entity: 'lease', entityId: lease.id, action: 'create' }).lean<{
      label: string;
      changes: Array<{ field: string }>;
    }>();
    expect(entry?.label).toBe(`${lease.tenant.name} · ${property.title}`);
    expect(entry?.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['adminFee', 'tenant.name']));
  });

  it('has a charge for every period started by today, due graceDays after it starts', async () => {
    const start = monthsAgo(3);
    const { lease } = await signedLease(agent, agentId, { startDate: start, graceDays: 3 });
    const charges = await chargesOf(lease.id);
    expect(charges.map((c) => c.period)).toEqual(periodsThrough(start, today()));
    expect(charges).toHaveLength(4);
    for (const charge of charges) {
      expect(charge).toMatchObject({ canon: 2_500_000, adminFee: 350_000, amount: 2_850_000 });
      expect(charge.due).toBe(addDays(charge.period, 3));
      expect(charge.settledAtRegistration).toBe(false);
    }
    // Four periods open: the balance is what they sum to (no interest rate in the seed's settings).
    expect(lease.balance).toBe(4 * 2_850_000);
    expect(lease.daysOverdue).toBeGreaterThan(60);
  });

  it('registered with paidThrough inherits no false arrears: earlier periods are settled at registration', async () => {
    const start = monthsAgo(8);
    const paidThrough = addDays(today(), 1);
    const { lease } = await signedLease(agent, agentId, { startDate: start, paidThrough });
    const charges = await chargesOf(lease.id);
    expect(charges).toHaveLength(9);
    expect(charges.every((c) => c.settledAtRegistration)).toBe(true);
    expect(lease).toMatchObject({ balance: 0, daysOverdue: 0, paidThrough });
    const statement = await call('GET', `/api/leases/${lease.id}`, { token: agent });
    expect(statement.body.data.balance).toBe(0);
  });
});

describe('the hourly charge pass', () => {
  it('run twice at once, creates each new period charge once', async () => {
    const start = monthsAgo(2);
    const { lease } = await signedLease(agent, agentId, { startDate: start });
    const before = await chargesOf(lease.id);
    // A Bogotá hour a month or two ahead that no other test takes (the pass is claimed per hour).
    const day = addDays(today(), 35 + randomInt(0, 20));
    const now = bogotaInstant(day, `${String(randomInt(0, 24)).padStart(2, '0')}:${randomInt(10, 59)}`);
    const [a, b] = await Promise.all([runAlertsAt(now), runAlertsAt(now)]);
    const charges = await chargesOf(lease.id);
    expect(charges.map((c) => c.period)).toEqual(periodsThrough(start, day));
    expect(charges.length).toBeGreaterThan(before.length);
    expect(new Set(charges.map((c) => c.key)).size).toBe(charges.length);
    const counts = [a, b].map((run) => (run as unknown as { rentals: { charges: number } }).rentals.charges);
    expect(counts).toContain(0);
    // Another pass in the same hour does nothing; the lease's future charges stay out of today's balance.
    expect(((await runAlertsAt(now)) as unknown as { rentals: { charges: number } }).rentals.charges).toBe(0);
    expect((await call('GET', `/api/leases/${lease.id}`, { token: agent })).body.data.balance).toBe(3 * 2_850_000);
  });
});

describe("an agent's scope", () => {
  it("works their own properties' leases; another agent's is a 404; admins see all and filter by agent", async () => {
    const { lease } = await signedLease(agent, agentId);
    for (const [method, path, body] of [
      ['GET', `/api/leases/${lease.id}`, undefined],
      ['PATCH', `/api/leases/${lease.id}`, { graceDays: 6 }],
      ['POST', `/api/leases/${lease.id}/terminate`, { date: today(), reason: 'No' }],
      ['POST', `/api/leases/${lease.id}/tenant-link`, undefined],
    ] as const) {
      const response = await call(method, path, { token: other, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.message).toBe(LEASE_MESSAGES.notFound);
    }
    expect((await call('GET', `/api/leases/${lease.id}`, { token: admin })).status).toBe(200);
    const badId = await call('GET', '/api/leases/xyz', { token: agent });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe(LEASE_MESSAGES.invalidId);
    // Nor can an agent sign on another agent's property.
    const { property: theirs } = await leasableProperty(otherId);
    const foreign = await sign(agent, leaseBody(theirs._id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(LEASE_MESSAGES.propertyNotFound);

    const ids = async (token: string, query = '') =>
      ((await call('GET', `/api/leases?limit=100${query}`, { token })).body.data as ApiLeaseRow[]).map((r) => r.id);
    expect(await ids(agent, `&q=${encodeURIComponent(lease.tenant.documentNumber)}`)).toEqual([lease.id]);
    expect(await ids(other, `&q=${encodeURIComponent(lease.tenant.documentNumber)}`)).toEqual([]);
    expect(await ids(admin, `&q=${encodeURIComponent(lease.tenant.documentNumber)}`)).toEqual([lease.id]);
    expect(await ids(admin, `&agentId=${otherId}&q=${lease.tenant.documentNumber}`)).toEqual([]);
    expect(await ids(admin, `&agentId=${agentId}&q=${lease.tenant.documentNumber}`)).toEqual([lease.id]);
    // An agent's agentId filter is ignored: they see their own.
    expect(await ids(other, `&agentId=${agentId}&q=${lease.tenant.documentNumber}`)).toEqual([]);

    // A property reassigned takes its lease along.
    await Property.updateOne({ _id: lease.property.id }, { $set: { agentId: otherId } });
    expect((await call('GET', `/api/leases/${lease.id}`, { token: other })).status).toBe(200);
    expect((await call('GET', `/api/leases/${lease.id}`, { token: agent })).status).toBe(404);
  });

  it('lists rows with tenant, property, canon, status, balance and next increase; filters by status', async () => {
    const { lease } = await signedLease(agent, agentId, { startDate: monthsAgo(11), termMonths: 12 });
    const response = await call('GET', `/api/leases?q=${lease.tenant.documentNumber}&status=por_vencer`, {
      token: agent,
    });
    expect(response.status).toBe(200);
    const [row] = response.body.data as ApiLeaseRow[];
    expect(row).toMatchObject({
      id: lease.id,
      tenant: { name: lease.tenant.name },
      property: { id: lease.property.id },
      monthlyRent: 2_500_000,
      status: 'por_vencer',
      balance: 12 * 2_850_000,
      nextIncreaseDate: monthsAgo(-1),
    });
    const vigentes = await call('GET', `/api/leases?q=${lease.tenant.documentNumber}&status=vigente`, { token: agent });
    expect(vigentes.body.data).toEqual([]);
    const bad = await call('GET', '/api/leases?status=activo', { token: agent });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LEASE_MESSAGES.invalidStatus);
  });
});

describe('the lease webhooks', () => {
  it('sends lease.signed and lease.terminated with the lease, never the tenant', async () => {
    const hooks = await watchWebhooks(['lease.signed', 'lease.terminated']);
    const { lease, property } = await signedLease(agent, agentId);
    const ended = await call('POST', `/api/leases/${lease.id}/terminate`, {
      token: agent,
      body: { date: today(), reason: 'Entrega anticipada del inmueble' },
    });
    expect(ended.status).toBe(200);
    const sent = await hooks.bodies((data) => data.id === lease.id);
    await hooks.stop();
    const signed = {
      id: lease.id,
      property: { ...lease.property, id: property._id },
      ownerId: lease.owner.id,
      agentId,
      monthlyRent: 2_500_000,
      adminFee: 350_000,
      startDate: lease.startDate,
      termMonths: 12,
      currentTermEnd: lease.currentTermEnd,
      status: 'vigente',
      terminatedAt: null,
      terminationReason: '',
    };
    expect(sent.map((body) => [body.type, body.data]).sort()).toEqual([
      ['lease.signed', signed],
      [
        'lease.terminated',
        { ...signed, status: 'terminado', terminatedAt: today(), terminationReason: 'Entrega anticipada del inmueble' },
      ],
    ]);
    expect(JSON.stringify(sent)).not.toContain(lease.tenant.documentNumber);
    expect(JSON.stringify(sent)).not.toContain(lease.tenant.email);
  });
});

describe('GET /api/leases?propertyId', () => {
  it("lists one property's leases, ended ones too, within the caller's scope; a bad id is a 400", async () => {
    const { lease, property } = await signedLease(agent, agentId);
    await signedLease(agent, agentId);
    await call('POST', `/api/leases/${lease.id}/terminate`, { token: agent, body: { date: today(), reason: 'Fin' } });
    const next = await sign(agent, leaseBody(property._id, { startDate: today() }));
    expect(next.status).toBe(201);
    const rows = async (token: string, propertyId: string) => {
      const response = await call('GET', `/api/leases?propertyId=${propertyId}&limit=100`, { token });
      expect(response.status).toBe(200);
      return (response.body.data as ApiLeaseRow[]).map((row) => [row.id, row.property.id, row.status]);
    };
    expect(await rows(agent, property._id)).toEqual([
      [next.body.data.id, property._id, 'vigente'],
      [lease.id, property._id, 'terminado'],
    ]);
    expect((await rows(admin, property._id)).map(([id]) => id)).toEqual([next.body.data.id, lease.id]);
    expect(await rows(other, property._id)).toEqual([]);
    const bad = await call('GET', '/api/leases?propertyId=xyz', { token: agent });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LEASE_MESSAGES.invalidProperty);
  });
});

describe('PATCH /api/leases/{id}', () => {
  it('changes contact data, administración (future charges) and the guarantee, logged field by field', async () => {
    const { lease } = await signedLease(agent, agentId);
    const response = await call('PATCH', `/api/leases/${lease.id}`, {
      token: agent,
      body: {
        tenant: { phone: '3209998877' },
        adminFee: 380_000,
        guarantee: { type: 'afianzadora', insurer: { name: 'Afianzadora Nacional', policyNumber: 'POL-123' } },
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(LEASE_MESSAGES.updated);
    expect(response.body.data).toMatchObject({
      tenant: { phone: '3209998877', name: lease.tenant.name },
      adminFee: 380_000,
      guarantee: { type: 'afianzadora', coSigners: [], insurer: { name: 'Afianzadora Nacional' } },
    });
    // Charges already made keep their administración.
    expect((await chargesOf(lease.id)).every((c) => c.adminFee === 350_000)).toBe(true);
    const entry = await Activity.findOne({ entity: 'lease', entityId: lease.id, action: 'update' }).lean<{
      changes: Array<{ field: string; from: unknown; to: unknown }>;
    }>();
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'adminFee', from: 350_000, to: 380_000 },
        { field: 'tenant.phone', from: lease.tenant.phone, to: '3209998877' },
      ]),
    );
  });

  it('never changes the canon or the start; a commercial value below 100 canons is art. 18', async () => {
    const { lease } = await signedLease(agent, agentId);
    const rent = await call('PATCH', `/api/leases/${lease.id}`, { token: agent, body: { monthlyRent: 3_000_000 } });
    expect(rent.status).toBe(400);
    expect(rent.body.message).toBe(LEASE_MESSAGES.rentByIncrease);
    const value = await call('PATCH', `/api/leases/${lease.id}`, {
      token: agent,
      body: { commercialValue: 200_000_000 },
    });
    expect(value.status).toBe(400);
    expect(value.body.message).toBe(LEASE_MESSAGES.aboveOnePercent(formatPrice(2_000_000)));
    const empty = await call('PATCH', `/api/leases/${lease.id}`, { token: agent, body: {} });
    expect(empty.body.message).toBe(LEASE_MESSAGES.emptyPatch);
  });
});

describe("the tenant's link", () => {
  it('is made once, revoked at once (the page is a 404 after), and a new one differs', async () => {
    const { lease } = await signedLease(agent, agentId);
    const made = await call('POST', `/api/leases/${lease.id}/tenant-link`, { token: agent });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(LEASE_MESSAGES.linkCreated);
    const url = made.body.data.url as string;
    expect(url).toMatch(/\/inquilino\/[\w-]{80,}$/);
    const again = await call('POST', `/api/leases/${lease.id}/tenant-link`, { token: agent });
    expect(again.status).toBe(200);
    expect(again.body.data.url).toBe(url);
    expect((await call('GET', `/api/leases/${lease.id}`, { token: agent })).body.data.tenantLink.url).toBe(url);

    const revoked = await call('DELETE', `/api/leases/${lease.id}/tenant-link`, { token: agent });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(LEASE_MESSAGES.linkRevoked);
    const path = new URL(url).pathname;
    expect((await fetch(`${baseURL()}${path}`)).status).toBe(404);
    const none = await call('DELETE', `/api/leases/${lease.id}/tenant-link`, { token: agent });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(LEASE_MESSAGES.noLinkToRevoke);
    const fresh = await call('POST', `/api/leases/${lease.id}/tenant-link`, { token: agent });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.url).not.toBe(url);
  });

  it('is refused once the lease has ended', async () => {
    const { lease } = await signedLease(agent, agentId);
    await call('POST', `/api/leases/${lease.id}/terminate`, { token: agent, body: { date: today(), reason: 'Fin' } });
    const response = await call('POST', `/api/leases/${lease.id}/tenant-link`, { token: agent });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(LEASE_MESSAGES.endedLease);
  });
});
