import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OWNER_REPORT_MESSAGES } from '@/lib/domain/owner-report';
import { addDays, bogotaDay, bogotaInstant } from '@/lib/domain/visits';
import { Lead } from '@/models/lead';
import { OwnerReportSend } from '@/models/owner-report-link';
import { PropertyViewDay } from '@/models/property-view-day';

import { asAdmin, newUser, uniqueEmail } from './accounts';
import { runAlertsAt } from './alert-clock';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { mandateFor, newOwner, setMandate } from './owner-report-fixtures';
import { allPages, createViaApi } from './property-data';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { baseURL, call, connectTestDb, post } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';
import { workday } from './team';

// The owner's report over HTTP (docs/owner-report.md): its figures against events this file makes
// and counts, the signed link and its page, revocation and the mandate's end, the agents' scope,
// and the monthly e-mail, caught by an SMTP stand-in that a second app on the same database uses.

const NOT_FOUND = 'Propiedad no encontrada';
const LOCALITY = '1100118';
let laura = '';
let andres = '';
let lauraId = '';
let smtp: SmtpStandIn;
let second: MailingApp['app'];

beforeAll(async () => {
  await connectTestDb();
  [laura, andres] = await Promise.all([tokenOf(LAURA), tokenOf(ANDRES)]);
  lauraId = await idOf(laura);
}, 60_000);
afterAll(async () => {
  await stopMailingApp({ smtp, app: second });
});

/** A listed office for rent in the test's localidad, assigned to Laura. */
const office = (price: number, area = 100) =>
  createViaApi({
    title: `Oficina del informe ${Date.now()}`,
    type: 'oficina',
    operation: 'arriendo',
    status: 'disponible',
    price,
    features: { area },
    location: { localityCode: LOCALITY },
    agentId: lauraId,
  });

const report = (id: string, token = laura) => call('GET', `/api/properties/${id}/report`, { token });
const pathOf = (url: string) => new URL(url).pathname;
const page = (url: string) => fetch(`${baseURL()}${pathOf(url)}`, { redirect: 'manual' });

/** Books a visit of `propertyId` on a working day, trying later hours when one is taken. */
async function bookVisit(propertyId: string) {
  const day = workday(6);
  for (const hour of ['08', '09', '10', '11', '13', '14', '15']) {
    const booked = await post('/api/visits', {
      propertyId,
      start: `${day}T${hour}:00:00-05:00`,
      name: 'Carolina Visitante',
      email: uniqueEmail('visita-informe'),
      phone: '310 555 1234',
      acceptPrivacy: true,
    });
    if (booked.status === 201) return;
    if (booked.status !== 409) throw new Error(`visit: ${booked.status} ${JSON.stringify(booked.body)}`);
  }
  throw new Error('no free visit slot');
}

describe('the figures', () => {
  let subject = '';

  beforeAll(async () => {
    subject = (await office(5_000_000))._id; // 50.000 per m²
    for (const price of [4_000_000, 6_000_000, 8_000_000]) await office(price);
  }, 60_000);

  it('count the views, favourites, inquiries and visits this test makes, and place the price among comparables', async () => {
    const views = await Promise.all(Array.from({ length: 5 }, () => post(`/api/properties/${subject}/view`)));
    expect(views.map((v) => v.status)).toEqual([200, 200, 200, 200, 200]);
    for (const visitor of [await newUser('fav-informe'), await newUser('fav-informe')]) {
      const put = await call('PUT', '/api/me/favorites', {
        token: visitor.tokens.accessToken,
        body: { ids: [subject] },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
    }
    const inquiry = await post('/api/leads', {
      kind: 'property-inquiry',
      nombre: 'Luis Pérez',
      email: uniqueEmail('consulta-informe'),
      telefono: '300 123 4567',
      propertyId: subject,
      acceptPrivacy: true,
    });
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201);
    await bookVisit(subject);
    // One visit that has ended and one cancelled, written as the visit flow stores them.
    const past = new Date(Date.now() - 3 * 86_400_000);
    const lead = {
      kind: 'visit' as const,
      name: 'Visita pasada',
      email: uniqueEmail('visita-pasada'),
      propertyId: subject,
    };
    const consent = { accepted: true, at: past };
    await Lead.create([
      {
        ...lead,
        consent,
        visit: { start: past, end: new Date(past.getTime() + 3_600_000), state: 'scheduled' as const },
      },
      {
        ...lead,
        consent,
        visit: { start: past, end: new Date(past.getTime() + 3_600_000), state: 'cancelled' as const },
      },
    ]);

    const { status, body } = await report(subject);
    expect(status, JSON.stringify(body)).toBe(200);
    const data = body.data;
    expect(data.views.total).toBe(5);
    expect(data.views.byWeek).toHaveLength(12);
    expect(data.views.byWeek.at(-1).count).toBe(5);
    expect(data.views.byWeek.reduce((sum: number, w: { count: number }) => sum + w.count, 0)).toBe(5);
    expect(await PropertyViewDay.findById(`${subject}:${bogotaDay(new Date())}`).lean()).toMatchObject({ count: 5 });
    expect(data.favorites).toBe(2);
    expect(data.inquiries).toBe(1);
    expect(data.visits).toEqual({ booked: 2, done: 1 });
    expect(data.daysOnMarket).toBe(0);
    expect(data.priceHistory).toHaveLength(1);

    // The comparables: every listed office for rent in the localidad but this one.
    const listed = await allPages(`/api/properties?operation=arriendo&type=oficina&neighborhood=${LOCALITY}`);
    const others = listed.filter((p) => p._id !== subject && p.features.area > 0).map((p) => p.price / p.features.area);
    expect(others.length).toBeGreaterThanOrEqual(3);
    const sorted = [...others].sort((a, b) => a - b);
    const mid = (sorted.length - 1) / 2;
    const median = Math.round((sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2);
    const below = others.filter((v) => v < 50_000).length + others.filter((v) => v === 50_000).length / 2;
    expect(data.market).toEqual({
      pricePerM2: 50_000,
      pricePerM2Median: median,
      percentile: Math.round((100 * below) / others.length),
      comparables: others.length,
    });
  });

  it('are an agent’s own: the other agent gets 404, the admin sees them', async () => {
    const other = await report(subject, andres);
    expect([other.status, other.body.message]).toEqual([404, NOT_FOUND]);
    expect((await asAdmin('GET', `/api/properties/${subject}/report`)).status).toBe(200);
    const unknown = await report('665f1c2a9b1e4a0012345678');
    expect([unknown.status, unknown.body.message]).toEqual([404, NOT_FOUND]);
  });
});

describe('the owner’s link', () => {
  let subject = '';

  beforeAll(async () => {
    subject = (await office(7_000_000))._id;
  }, 30_000);

  it('needs a current mandate, opens the report without an account, and ends when revoked', async () => {
    const refused = await call('POST', `/api/properties/${subject}/report-link`, { token: laura });
    expect([refused.status, refused.body.message]).toEqual([409, OWNER_REPORT_MESSAGES.noCurrentMandate]);

    const owner = await newOwner(lauraId);
    await mandateFor(subject, owner.id);
    const created = await call('POST', `/api/properties/${subject}/report-link`, { token: laura });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(OWNER_REPORT_MESSAGES.linkCreated);
    const url = created.body.data.url as string;
    expect(pathOf(url)).toMatch(/^\/propietario\/[\w-]{65}$/);
    const again = await call('POST', `/api/properties/${subject}/report-link`, { token: laura });
    expect([again.status, again.body.message, again.body.data.url]).toEqual([
      200,
      OWNER_REPORT_MESSAGES.linkExisting,
      url,
    ]);

    for (let i = 0; i < 3; i += 1) await post(`/api/properties/${subject}/view`);
    const opened = await page(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toMatch(/private/);
    expect(opened.headers.get('cache-control')).toMatch(/no-store/);
    const html = await opened.text();
    expect(html).toContain('Así va tu inmueble');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain('Su página se ha visto 3 veces en total, 3 veces en las últimas cuatro semanas.');
    expect(html).toContain('<title id="vistas-semanales-title">Visitas a la página por semana</title>');
    expect(html).toMatch(/\$\s7\.000\.000/);

    // The other agent can neither make nor revoke it.
    const foreign = await call('DELETE', `/api/properties/${subject}/report-link`, { token: andres });
    expect([foreign.status, foreign.body.message]).toEqual([404, NOT_FOUND]);
    expect((await call('POST', `/api/properties/${subject}/report-link`, { token: andres })).status).toBe(404);
    expect((await page(url)).status).toBe(200);

    const revoked = await call('DELETE', `/api/properties/${subject}/report-link`, { token: laura });
    expect([revoked.status, revoked.body.message, revoked.body.data]).toEqual([
      200,
      OWNER_REPORT_MESSAGES.linkRevoked,
      { revoked: 1 },
    ]);
    const nothing = await call('DELETE', `/api/properties/${subject}/report-link`, { token: laura });
    expect([nothing.status, nothing.body.message, nothing.body.data]).toEqual([
      200,
      OWNER_REPORT_MESSAGES.noLiveLink,
      { revoked: 0 },
    ]);
    const gone = await page(url);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(OWNER_REPORT_MESSAGES.linkNotFound);
    // A new link is a new token: the revoked one stays dead.
    const renewed = await call('POST', `/api/properties/${subject}/report-link`, { token: laura });
    expect(renewed.status).toBe(201);
    expect(renewed.body.data.url).not.toBe(url);
    expect((await page(url)).status).toBe(404);
    expect((await page(renewed.body.data.url)).status).toBe(200);
  });

  it('answers 404 once the mandate is ended by hand or expired, and for a token that is not ours', async () => {
    const owner = await newOwner(lauraId);
    await mandateFor(subject, owner.id);
    const { body } = await call('POST', `/api/properties/${subject}/report-link`, { token: laura });
    const url = body.data.url as string;
    expect((await page(url)).status).toBe(200);
    await setMandate(subject, { endedAt: new Date() });
    expect((await page(url)).status).toBe(404);
    await setMandate(subject, { endedAt: null, endDate: addDays(bogotaDay(new Date()), -1) });
    expect((await page(url)).status).toBe(404);
    await setMandate(subject, { endDate: addDays(bogotaDay(new Date()), 90) });
    expect((await page(url)).status).toBe(200);

    const token = pathOf(url).split('/').at(-1)!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const other of [forged, 'no-es-un-enlace', 'A'.repeat(65)])
      expect((await fetch(`${baseURL()}/propietario/${other}`)).status).toBe(404);
  });
});

describe('the monthly e-mail', () => {
  /** 9:00 Bogotá on the first business day of the month about thirteen months ahead: no other test runs there. */
  function firstBusinessDayAhead(): Date {
    const month = addDays(bogotaDay(new Date()), 400).slice(0, 7);
    let day = `${month}-01`;
    const isBusiness = (d: string) => {
      const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
      return weekday !== 0 && weekday !== 6;
    };
    while (!isBusiness(day)) day = addDays(day, 1);
    return bogotaInstant(day, '09:00');
  }

  beforeAll(async () => {
    ({ smtp, app: second } = await startMailingApp());
  }, 120_000);

  const mailsTo = (email: string) => smtp.messages.filter((mail: ParsedMail) => recipient(mail).includes(email));

  it('goes once per property and month to an owner who consented, even from two passes at once', async () => {
    let now = firstBusinessDayAhead();
    // A holiday on that weekday moves the first business day: the runner's own rule decides.
    const { firstBusinessDayOfMonth } = await import('@/lib/domain/owner-report');
    now = bogotaInstant(firstBusinessDayOfMonth(bogotaDay(now)), '09:00');
    const today = bogotaDay(now);
    const range = { startDate: bogotaDay(new Date()), endDate: addDays(today, 30) };

    const consenting = await newOwner(lauraId);
    const silent = await newOwner(lauraId, { consent: false });
    const [mine, theirs] = [(await office(9_000_000))._id, (await office(9_500_000))._id];
    await mandateFor(mine, consenting.id, range);
    await mandateFor(theirs, silent.id, range);

    // Not on the day before, nor outside legal hours on the day itself.
    await runAlertsAt(bogotaInstant(addDays(today, -1), '09:00'), second.baseURL);
    await runAlertsAt(bogotaInstant(today, '20:00'), second.baseURL);
    expect(mailsTo(consenting.email)).toHaveLength(0);

    const passes = await Promise.all([runAlertsAt(now, second.baseURL), runAlertsAt(now, second.baseURL)]);
    expect(passes.length).toBe(2);
    await smtp.waitFor(() => mailsTo(consenting.email).length >= 1, 10_000);
    await runAlertsAt(new Date(now.getTime() + 3_600_000), second.baseURL);
    expect(mailsTo(consenting.email)).toHaveLength(1);
    expect(mailsTo(silent.email)).toHaveLength(0);
    expect(await OwnerReportSend.countDocuments({ _id: `${mine}:${today.slice(0, 7)}` })).toBe(1);

    const [mail] = mailsTo(consenting.email);
    expect(mail.subject).toMatch(/^Así va tu inmueble «Oficina del informe \d+»: \S+ de \d{4}$/);
    expect(mail.text).toContain('Hola, Marta Propietaria:');
    expect(mail.text).toContain('Su página se ha visto 0 veces en total');
    expect(mail.text).toContain('Ley 1581 de 2012');
    const link = mail.text?.match(/https?:\/\/\S+\/propietario\/[\w-]{65}/)?.[0];
    expect(link).toBeTruthy();
    // The link it made is the property's live one, and it opens (while the mandate runs today).
    expect((await page(link!)).status).toBe(200);
    const live = await call('POST', `/api/properties/${mine}/report-link`, { token: laura });
    expect([live.status, pathOf(live.body.data.url)]).toEqual([200, pathOf(link!)]);
  });
});
