import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { trusted } from '@/lib/db';
import { bogotaDay } from '@/lib/domain/alert-window';
import { CRUCE_MESSAGES } from '@/lib/domain/cruce';
import { normalizeText } from '@/lib/text';
import type { ApiCruce, ApiDemandMatch, ApiPropertyMatch } from '@/lib/validation/cruce';
import type { ApiProperty } from '@/lib/validation/property-response';
import { AlertEvent } from '@/models/alert';
import { Cruce, CruceDigest, Selection } from '@/models/cruce';
import { Demand } from '@/models/demand';

import { asAdmin } from './accounts';
import { nextSunday, runAlertsAt, workingDay } from './alert-clock';
import { newDemand, type DemandCriteria, type TestDemand } from './demand-fixtures';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { allPages, createViaApi, token } from './property-data';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { call, connectTestDb, get } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';
import { newAgent, newProperty, type TestAgent } from './team';

// The cruce (docs/cruce.md) over real HTTP: both match lists against a brute-force filter of the
// public list, the agent's scope, freshness after a write, the new cruces of an alert pass and
// the daily digest, and the selection link with its e-mail (caught by an SMTP stand-in that a
// second app on the same database sends to).

let laura: { id: string; token: string };
let andres: { id: string; token: string };
let admin: string;
let smtp: SmtpStandIn;
let second: MailingApp['app'];

beforeAll(async () => {
  await connectTestDb();
  const [lauraToken, andresToken] = await Promise.all([tokenOf(LAURA), tokenOf(ANDRES)]);
  laura = { id: await idOf(lauraToken), token: lauraToken };
  andres = { id: await idOf(andresToken), token: andresToken };
  admin = await tokenOf({ email: 'admin@test.local', password: 'Test-Admin-2026!' });
  ({ smtp, app: second } = await startMailingApp());
}, 120_000);
afterAll(async () => {
  await stopMailingApp({ smtp, app: second });
});

const LISTED = ['disponible', 'reservado'];
const num = (v: number | null | undefined): v is number => typeof v === 'number';

/** The demand's hard criteria written again, plainly, over the public shape (codes or plain names). */
function meets(d: DemandCriteria & { operation: string }, p: ApiProperty): boolean {
  const name = (value: string) => normalizeText(value);
  if (!LISTED.includes(p.status) || p.operation !== d.operation) return false;
  if (d.types?.length && !d.types.includes(p.type)) return false;
  if (d.city) {
    const ok = /^\d+$/.test(d.city)
      ? p.location.cityCode === d.city
      : name(p.location.city).split(',')[0].trim() === name(d.city);
    if (!ok) return false;
  }
  if (d.localities?.length) {
    const ok = d.localities.some((l) =>
      /^\d+$/.test(l)
        ? p.location.localityCode === l
        : name(p.location.locality).includes(name(l)) || name(p.location.neighborhood).includes(name(l)),
    );
    if (!ok) return false;
  }
  if (num(d.minPrice) && p.price < d.minPrice) return false;
  if (num(d.maxPrice) && p.price > d.maxPrice) return false;
  if (num(d.minBedrooms) && p.features.bedrooms < d.minBedrooms) return false;
  if (num(d.minBathrooms) && p.features.bathrooms < d.minBathrooms) return false;
  if (num(d.minParking) && p.features.parking < d.minParking) return false;
  if (num(d.minArea) && p.features.area < d.minArea) return false;
  if (num(d.estratoMin) && (p.estrato === null || p.estrato < d.estratoMin)) return false;
  if (num(d.estratoMax) && (p.estrato === null || p.estrato > d.estratoMax)) return false;
  if (d.petsAllowed === true && !p.petsAllowed) return false;
  return true;
}

/** Every page of a match list (limit 100), checking the envelope's total. */
async function allMatches<T>(path: string, bearer: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await call('GET', `${path}?page=${page}&limit=100`, { token: bearer });
    expect(status, JSON.stringify(body)).toBe(200);
    items.push(...(body.data as T[]));
    if (page >= body.pagination.pages) {
      expect(items).toHaveLength(body.pagination.total);
      return items;
    }
  }
}

const demandMatches = (id: string, bearer = laura.token) =>
  allMatches<ApiDemandMatch>(`/api/demands/${id}/matches`, bearer);
const matchIds = async (id: string) => (await demandMatches(id)).map((m) => m.property._id);

function expectBestFirst(items: Array<{ score: number; createdAt: string }>) {
  for (let i = 1; i < items.length; i += 1) {
    const [a, b] = [items[i - 1], items[i]];
    expect(a.score >= b.score, `${a.score} before ${b.score}`).toBe(true);
    if (a.score === b.score) expect(a.createdAt >= b.createdAt).toBe(true);
  }
}

describe('GET /api/demands/{id}/matches', () => {
  it('answers exactly the public listings that meet each demand, best first, as the public list shows them', async () => {
    const listed = await allPages('/api/properties');
    const sale = listed.find((p) => p.operation === 'venta' && p.location.localityCode && p.location.locality)!;
    const rent = listed.find((p) => p.operation === 'arriendo');
    const criteria: Array<DemandCriteria & { operation: 'venta' | 'arriendo' }> = [
      { operation: 'venta' },
      { operation: 'venta', types: ['apartamento', 'casa'], city: '11001', maxPrice: 900_000_000, minBedrooms: 2 },
      { operation: 'venta', city: 'bogota', localities: [sale.location.localityCode, '99'], minArea: 40 },
      { operation: 'venta', estratoMin: 3, estratoMax: 5, minBathrooms: 2, minParking: 1, minPrice: 300_000_000 },
      { operation: 'arriendo', maxPrice: (rent?.price ?? 3_000_000) * 2, petsAllowed: true },
      { operation: 'venta', localities: [sale.location.locality.toLowerCase()], types: [sale.type] },
    ];
    let matched = 0;
    for (const c of criteria) {
      const demand = await newDemand(laura.id, c);
      const items = await demandMatches(demand.id);
      const expected = listed.filter((p) => meets(c, p));
      expect(items.map((m) => m.property._id).sort(), JSON.stringify(c)).toEqual(expected.map((p) => p._id).sort());
      expectBestFirst(items.map((m) => ({ score: m.score, createdAt: m.property.createdAt })));
      const byId = new Map(listed.map((p) => [p._id, p]));
      for (const { property, score, reasons } of items) {
        const { views: _v, favorites: _f, inquiries: _i, ...shown } = property;
        const { views: _v2, favorites: _f2, inquiries: _i2, ...publicShape } = byId.get(property._id)!;
        expect(shown).toEqual(publicShape);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(Array.isArray(reasons)).toBe(true);
      }
      matched += items.length;
    }
    expect(matched).toBeGreaterThan(0);
    // The budget's demand explains itself.
    const budget = await newDemand(laura.id, { operation: 'venta', maxPrice: 5_000_000_000 });
    const [first] = await demandMatches(budget.id);
    expect(first.reasons).toContain('Precio dentro del presupuesto');
  });

  it("answers 404 for another agent's demand, and an admin sees any", async () => {
    const demand = await newDemand(laura.id);
    const other = await call('GET', `/api/demands/${demand.id}/matches`, { token: andres.token });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(CRUCE_MESSAGES.demandNotFound);
    expect((await call('GET', `/api/demands/${demand.id}/matches`, { token: admin })).status).toBe(200);
    const bad = await call('GET', '/api/demands/xyz/matches', { token: admin });
    expect([bad.status, bad.body.message]).toEqual([400, CRUCE_MESSAGES.invalidDemandId]);
    const tooMany = await call('GET', `/api/demands/${demand.id}/matches?limit=101`, { token: admin });
    expect(tooMany.status).toBe(400);
  });

  it('is current on the very next request after a publication, a price change and an unpublication', async () => {
    const price = 777_000_000 + Math.floor(Math.random() * 100_000);
    const demand = await newDemand(laura.id, { operation: 'venta', minPrice: price - 10, maxPrice: price + 10 });
    const draft = await createViaApi({
      title: `Cruce al instante ${token()}`,
      type: 'apartamento',
      operation: 'venta',
      status: 'borrador',
      price,
    });
    expect(await matchIds(demand.id)).not.toContain(draft._id);
    expect((await asAdmin('PUT', `/api/properties/${draft._id}`, { status: 'disponible' })).status).toBe(200);
    expect(await matchIds(demand.id)).toContain(draft._id);
    expect((await asAdmin('PUT', `/api/properties/${draft._id}`, { price: price + 1_000 })).status).toBe(200);
    expect(await matchIds(demand.id)).not.toContain(draft._id);
    expect((await asAdmin('PUT', `/api/properties/${draft._id}`, { price })).status).toBe(200);
    expect(await matchIds(demand.id)).toContain(draft._id);
    expect((await asAdmin('PUT', `/api/properties/${draft._id}`, { status: 'borrador' })).status).toBe(200);
    expect(await matchIds(demand.id)).not.toContain(draft._id);
  });
});

describe('GET /api/properties/{id}/matches', () => {
  it('answers the active demands the property meets (brute force over the database), an agent only their own', async () => {
    const price = 655_000_000 + Math.floor(Math.random() * 100_000);
    const property = await newProperty(laura.id, { price, estrato: 4, features: { bedrooms: 3, area: 90 } });
    const mine = await newDemand(laura.id, { operation: 'venta', maxPrice: price + 50_000_000, minBedrooms: 2 });
    const tight = await newDemand(laura.id, { operation: 'venta', maxPrice: price, minBedrooms: 3 });
    const paused = await newDemand(laura.id, { operation: 'venta', status: 'en_pausa' });
    const tooSmall = await newDemand(laura.id, { operation: 'venta', minArea: 91 });
    const theirs = await newDemand(andres.id, { operation: 'venta', estratoMin: 4, estratoMax: 4 });

    const shown = (await get(`/api/properties/${property._id}`)).body.data as ApiProperty;
    const active = await Demand.find({ status: 'activa' }).lean();
    const expected = active
      .filter((d) =>
        meets({ ...(d as unknown as DemandCriteria), operation: d.operation, types: d.types ?? [] }, shown),
      )
      .map((d) => String(d._id));

    const asAdminItems = await allMatches<ApiPropertyMatch>(`/api/properties/${property._id}/matches`, admin);
    expect(asAdminItems.map((m) => m.demand.id).sort()).toEqual([...expected].sort());
    expectBestFirst(asAdminItems.map((m) => ({ score: m.score, createdAt: m.demand.createdAt })));
    for (const id of [mine.id, tight.id, theirs.id]) expect(expected).toContain(id);
    for (const id of [paused.id, tooSmall.id]) expect(expected).not.toContain(id);

    const asAgent = await allMatches<ApiPropertyMatch>(`/api/properties/${property._id}/matches`, laura.token);
    expect(asAgent.map((m) => m.demand.id).sort()).toEqual(
      asAdminItems
        .filter((m) => m.demand.agentId === laura.id)
        .map((m) => m.demand.id)
        .sort(),
    );
    expect(asAgent.map((m) => m.demand.id)).not.toContain(theirs.id);
    const first = asAgent.find((m) => m.demand.id === mine.id)!;
    expect(first.demand.client).toEqual({ name: mine.clientName }); // no phone nor e-mail
    expect(first.reasons).toContain('1 habitación más de lo pedido');
    const tightMatch = asAgent.find((m) => m.demand.id === tight.id)!;
    expect(first.score).toBeGreaterThan(tightMatch.score);

    // Not theirs: the other agent meets a 404, as if it did not exist.
    const other = await call('GET', `/api/properties/${property._id}/matches`, { token: andres.token });
    expect(other.status).toBe(404);
  });
});

describe('nuevos cruces', () => {
  let agent: TestAgent;
  let demand: TestDemand;
  let propertyId: string;
  const price = 987_900_000;

  beforeAll(async () => {
    agent = await newAgent('cruces');
    demand = await newDemand(agent.id, { operation: 'venta', minPrice: 987_000_000, maxPrice: 987_999_999 });
  });

  it('an alert pass records one cruce per demand, listing and reason, apart from the saved searches', async () => {
    const property = await createViaApi({
      title: `Cruce nuevo ${token()}`,
      type: 'apartamento',
      operation: 'venta',
      status: 'disponible',
      price,
    });
    propertyId = property._id;
    const event = await AlertEvent.findOne({ propertyId, reason: 'new' }).lean();
    expect(event).toMatchObject({ crossedAt: null });
    // A Sunday: crossing happens, no e-mail may go out.
    await runAlertsAt(nextSunday());
    expect(await AlertEvent.findOne({ propertyId, reason: 'new' }).lean()).toMatchObject({
      crossedAt: expect.any(Date),
      matchedAt: expect.any(Date),
    });
    await asAdmin('PUT', `/api/properties/${propertyId}`, { price: 987_100_000 });
    await runAlertsAt(nextSunday());
    await runAlertsAt(nextSunday()); // crossing again records nothing twice
    const rows = await Cruce.find({ demandId: demand.id }).lean();
    expect(rows.map((r) => r._id).sort()).toEqual(
      [`${demand.id}:${propertyId}:new`, `${demand.id}:${propertyId}:priceDrop`].sort(),
    );

    const list = await call('GET', '/api/cruces', { token: agent.token });
    expect(list.status).toBe(200);
    const cruces = list.body.data as ApiCruce[];
    expect(cruces).toHaveLength(2);
    expect(cruces[0]).toMatchObject({
      demand: { id: demand.id, clientName: demand.clientName },
      property: { id: propertyId },
      seenAt: null,
    });
    expect(cruces[0].reasons).toContain('Precio dentro del presupuesto');
    expect((await call('GET', '/api/cruces/count', { token: agent.token })).body.data).toEqual({ unseen: 2 });
    // Another agent does not see them; an admin does.
    const others = (await call('GET', '/api/cruces?limit=100', { token: andres.token })).body.data as ApiCruce[];
    expect(others.some((c) => c.demand.id === demand.id)).toBe(false);
    const adminCount = (await call('GET', '/api/cruces/count', { token: admin })).body.data.unseen;
    expect(adminCount).toBeGreaterThanOrEqual(2);
  });

  it('sends each agent one digest a day, claimed once by two concurrent passes, in legal hours only', async () => {
    const day = workingDay(0, 9);
    const mailsToAgent = () => smtp.messages.filter((mail) => recipient(mail).includes(agent.email));
    await runAlertsAt(new Date(workingDay(0, 6).getTime()), second.baseURL); // 6:00: not yet
    expect(mailsToAgent()).toHaveLength(0);
    const [a, b] = await Promise.all([runAlertsAt(day, second.baseURL), runAlertsAt(day, second.baseURL)]);
    const digests = [a, b].map((r) => (r as unknown as { cruces: { digests: number } }).cruces.digests);
    expect(digests.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const mail: ParsedMail = await smtp.waitFor((m) => recipient(m).includes(agent.email));
    expect(mail.subject).toBe('2 cruces nuevos para tus demandas');
    expect(mail.text).toContain(demand.clientName);
    expect(mail.text).toContain(`${second.baseURL}/admin/cruces`);
    await runAlertsAt(new Date(day.getTime() + 3_600_000), second.baseURL);
    expect(mailsToAgent()).toHaveLength(1);
    expect(await CruceDigest.countDocuments({ agentId: agent.id })).toBe(1);
    expect(await Cruce.countDocuments({ demandId: demand.id, digestId: `${agent.id}:${bogotaDay(day)}` })).toBe(2);
  });

  it('"Marcar como vistos" clears the agent\'s new cruces only', async () => {
    const bad = await call('POST', '/api/cruces/seen', { token: agent.token, body: { ids: ['x'] } });
    expect([bad.status, bad.body.message]).toEqual([400, CRUCE_MESSAGES.invalidCruceId]);
    const [one] = (await call('GET', '/api/cruces', { token: agent.token })).body.data as ApiCruce[];
    const marked = await call('POST', '/api/cruces/seen', { token: agent.token, body: { ids: [one.id] } });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ message: CRUCE_MESSAGES.seen, data: { updated: 1 } });
    expect((await call('GET', '/api/cruces/count', { token: agent.token })).body.data).toEqual({ unseen: 1 });
    // Another agent's "all" leaves this agent's cruces alone.
    await call('POST', '/api/cruces/seen', { token: andres.token, body: {} });
    expect((await call('GET', '/api/cruces/count', { token: agent.token })).body.data).toEqual({ unseen: 1 });
    await call('POST', '/api/cruces/seen', { token: agent.token, body: {} });
    expect((await call('GET', '/api/cruces/count', { token: agent.token })).body.data).toEqual({ unseen: 0 });
    const all = (await call('GET', '/api/cruces?view=todos', { token: agent.token })).body.data as ApiCruce[];
    expect(all).toHaveLength(2);
    expect(all.every((c) => c.seenAt)).toBe(true);
  });

  it('a demand paused afterwards drops its new cruces from the panel, the badge and the digest', async () => {
    const other = await newDemand(agent.id, { operation: 'venta', minPrice: 987_000_000, maxPrice: 987_999_999 });
    await asAdmin('PUT', `/api/properties/${propertyId}`, { price: 987_050_000 });
    await runAlertsAt(nextSunday());
    expect((await call('GET', '/api/cruces/count', { token: agent.token })).body.data).toEqual({ unseen: 1 });
    const paused = await call('PATCH', `/api/demands/${other.id}`, {
      token: agent.token,
      body: { status: 'en_pausa' },
    });
    expect(paused.status).toBe(200);
    expect((await call('GET', '/api/cruces/count', { token: agent.token })).body.data).toEqual({ unseen: 0 });
    expect(await Cruce.countDocuments({ demandId: other.id })).toBe(0);
    // The seen cruces of the first demand stay in its history.
    expect(await Cruce.countDocuments({ demandId: demand.id })).toBe(2);
  });
});

describe('Enviar selección', () => {
  const listing = (title: string) =>
    createViaApi({ title, type: 'apartamento', operation: 'venta', status: 'disponible', price: 510_000_000 });
  const pathOf = (url: string) => new URL(url).pathname;

  it('answers a signed link to a public page of the listings still public; the client gets it in a legal window', async () => {
    const demand = await newDemand(laura.id);
    const [kept, dropped] = await Promise.all([
      listing(`Selección uno ${token()}`),
      listing(`Selección dos ${token()}`),
    ]);
    const created = await call('POST', `/api/demands/${demand.id}/selection`, {
      token: laura.token,
      body: { propertyIds: [kept._id, dropped._id] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(CRUCE_MESSAGES.selectionCreated);
    const { url, expiresAt } = created.body.data as { url: string; expiresAt: string };
    expect(url).toMatch(/\/seleccion\/[a-f\d]{24}[\w-]{43}$/);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const page = await fetch(`${inject('baseURL')}${pathOf(url)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(kept.title);
    expect(html).toContain(`href="/property/${kept.slug}"`);
    expect(html).toContain(dropped.title);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    await asAdmin('PUT', `/api/properties/${dropped._id}`, { status: 'borrador' });
    const after = await (await fetch(`${inject('baseURL')}${pathOf(url)}`)).text();
    expect(after).toContain(kept.title);
    expect(after).not.toContain(dropped.title);

    const sitemap = await (await fetch(`${inject('baseURL')}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/seleccion/');

    // The e-mail: not on a Sunday, then once in the next legal window, not twice that day.
    const mailsToClient = () => smtp.messages.filter((mail) => recipient(mail).includes(demand.clientEmail));
    await runAlertsAt(nextSunday(), second.baseURL);
    expect(mailsToClient()).toHaveLength(0);
    const monday = workingDay(1, 10);
    await Promise.all([runAlertsAt(monday, second.baseURL), runAlertsAt(monday, second.baseURL)]);
    const mail = await smtp.waitFor((m) => recipient(m).includes(demand.clientEmail));
    expect(mail.subject).toBe('Inmuebles seleccionados para ti');
    expect(mail.text).toContain(`${second.baseURL}${pathOf(url)}`);
    expect(mail.text).toContain('Ley 1581');
    await runAlertsAt(new Date(monday.getTime() + 3_600_000), second.baseURL);
    expect(mailsToClient()).toHaveLength(1);
    expect(await Selection.findById(pathOf(url).split('/')[2].slice(0, 24)).lean()).toMatchObject({
      mail: { state: 'sent' },
    });
  });

  it('answers 404 for an unknown, altered or expired link, with a friendly message', async () => {
    const demand = await newDemand(laura.id);
    const one = await listing(`Selección vencida ${token()}`);
    const created = await call('POST', `/api/demands/${demand.id}/selection`, {
      token: admin,
      body: { propertyIds: [one._id] },
    });
    const path = pathOf(created.body.data.url);
    const altered = `${path.slice(0, -2)}${path.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['/seleccion/nada', altered, `/seleccion/665f1c2a9b1e4a0012345678${'x'.repeat(43)}`]) {
      const response = await fetch(`${inject('baseURL')}${bad}`);
      expect(response.status, bad).toBe(404);
      expect(await response.text()).toContain(CRUCE_MESSAGES.selectionGone);
    }
    await Selection.updateOne(
      { _id: path.split('/')[2].slice(0, 24) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect((await fetch(`${inject('baseURL')}${path}`)).status).toBe(404);
  });

  it('refuses a client without consent (Ley 1581), without e-mail, and listings that are not public', async () => {
    const one = await listing(`Selección rechazada ${token()}`);
    const noConsent = await newDemand(laura.id, {}, { consent: false });
    const refused = await call('POST', `/api/demands/${noConsent.id}/selection`, {
      token: laura.token,
      body: { propertyIds: [one._id] },
    });
    expect([refused.status, refused.body.message]).toEqual([409, CRUCE_MESSAGES.noConsent]);
    expect(refused.body.message).toContain('Ley 1581');
    const noEmail = await newDemand(laura.id, {}, { email: '' });
    const missing = await call('POST', `/api/demands/${noEmail.id}/selection`, {
      token: laura.token,
      body: { propertyIds: [one._id] },
    });
    expect([missing.status, missing.body.message]).toEqual([409, CRUCE_MESSAGES.noEmail]);
    const demand = await newDemand(laura.id);
    const draft = await createViaApi({
      title: `Borrador ${token()}`,
      type: 'casa',
      operation: 'venta',
      status: 'borrador',
      price: 1,
    });
    const notPublic = await call('POST', `/api/demands/${demand.id}/selection`, {
      token: laura.token,
      body: { propertyIds: [one._id, draft._id] },
    });
    expect([notPublic.status, notPublic.body.message]).toEqual([400, CRUCE_MESSAGES.selectionNotPublic]);
    const empty = await call('POST', `/api/demands/${demand.id}/selection`, { token: laura.token, body: {} });
    expect([empty.status, empty.body.message]).toEqual([400, CRUCE_MESSAGES.selectionEmpty]);
    const theirs = await call('POST', `/api/demands/${demand.id}/selection`, {
      token: andres.token,
      body: { propertyIds: [one._id] },
    });
    expect(theirs.status).toBe(404);
    const ids = [noConsent.id, noEmail.id, demand.id];
    expect(await Selection.countDocuments({ demandId: trusted({ $in: ids }) } as Record<string, unknown>)).toBe(0);
  });
});
