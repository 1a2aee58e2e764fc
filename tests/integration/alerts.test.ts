import { readFile } from 'node:fs/promises';

import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { AlertItem, AlertSend } from '@/models/alert';
import { SavedSearch } from '@/models/saved-search';

import { asAdmin, newUser } from './accounts';
import { nextSunday, nextWeekdayHoliday, runAlertsAt, workingDay } from './alert-clock';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { outboxSettled } from './outbox-settled';
import { createViaApi, token } from './property-data';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { call, connectTestDb } from './stack-client';

// The alert rules (docs/accounts-and-alerts.md) over real HTTP, with the clock injected (POST /api/alerts/run on
// an app started with ALERTS_TEST_CLOCK=1) and the e-mails caught by a local SMTP stand-in that
// a second app on the same database sends to.

let smtp: SmtpStandIn;
let second: MailingApp['app'];

beforeAll(async () => {
  await connectTestDb();
  ({ smtp, app: second } = await startMailingApp());
}, 120_000);
afterAll(async () => {
  await stopMailingApp({ smtp, app: second });
});

const mailsTo = (email: string) => smtp.messages.filter((mail) => recipient(mail).includes(email));

/** A visitor with one saved search for listings titled with `word`. */
async function visitorSearching(word: string, frequency = 'inmediata', alertConsent = true) {
  const user = await newUser('alertas');
  const saved = await call('POST', '/api/me/saved-searches', {
    token: user.tokens.accessToken,
    body: { name: `Búsqueda ${word}`, filters: { search: word, operation: 'venta' }, frequency, alertConsent },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return { ...user, searchId: saved.body.data.id as string };
}

const listing = (word: string, extra: Record<string, unknown> = {}) =>
  createViaApi({
    title: `Apartamento ${word} con vista`,
    type: 'apartamento',
    operation: 'venta',
    status: 'disponible',
    price: 420_000_000,
    images: [{ url: '/uploads/demo/foto.webp', alt: 'Sala' }],
    ...extra,
  });

describe('a listing that becomes public', () => {
  it('sends one e-mail at the first legal moment: photo, price, link, the search name, RFC 8058 headers', async () => {
    const word = token();
    const visitor = await visitorSearching(word);
    const property = await listing(word);
    await runAlertsAt(workingDay(0, 9), second.baseURL);
    const [mail] = await waitMails(visitor.email, 1);
    expect(mail.subject).toBe(`Un inmueble para tu búsqueda «Búsqueda ${word}»`);
    expect(mail.text).toContain(`${second.baseURL}/property/${property.slug}`);
    expect(mail.text).toMatch(/Nuevo: \$\s420\.000\.000/);
    expect(mail.html).toContain(`<img src="${second.baseURL}/uploads/demo/foto.webp"`);
    // mailparser folds List-* headers into one object: read the raw line.
    const raw = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const unsubscribe = raw.replace(/^List-Unsubscribe:\s*/i, '').replace(/\s+/g, '');
    expect(unsubscribe).toMatch(new RegExp(`^<${second.baseURL}/api/alerts/unsubscribe\\?token=[\\w.-]+>$`));
    expect(mail.headerLines.map((h) => h.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`${second.baseURL}/alertas/baja?token=`);

    // A price drop is news once; the same listing never comes twice for the same reason.
    await asAdmin('PUT', `/api/properties/${property._id}`, { price: 400_000_000 });
    await runAlertsAt(workingDay(1, 9), second.baseURL);
    const [, dropped] = await waitMails(visitor.email, 2);
    expect(dropped.text).toMatch(/Bajó de precio: \$\s400\.000\.000 \(antes \$\s420\.000\.000\)/);
    await asAdmin('PUT', `/api/properties/${property._id}`, { price: 380_000_000 });
    await asAdmin('PUT', `/api/properties/${property._id}`, { status: 'borrador' });
    await asAdmin('PUT', `/api/properties/${property._id}`, { status: 'disponible' });
    await runAlertsAt(workingDay(2, 9), second.baseURL);
    await runAlertsAt(workingDay(3, 9), second.baseURL);
    expect(mailsTo(visitor.email)).toHaveLength(2);

    // RFC 8058 one-click: the mail client POSTs to the header's URL, signed out.
    const url = unsubscribe.slice(1, -1);
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const search = await SavedSearch.findById(visitor.searchId).lean();
    expect(search).toMatchObject({ frequency: 'ninguna', alertConsentAt: null });
  });

  it('sends nothing for a listing that is not public, nor without consent', async () => {
    const word = token();
    const consenting = await visitorSearching(word);
    const withoutConsent = await visitorSearching(word, 'inmediata', false);
    await listing(word, { status: 'borrador' });
    await runAlertsAt(workingDay(0, 10), second.baseURL);
    const published = await listing(`${word} otro`, { status: 'borrador' });
    await asAdmin('PUT', `/api/properties/${published._id}`, { status: 'vendido' });
    await runAlertsAt(workingDay(0, 11), second.baseURL);
    expect(mailsTo(consenting.email)).toHaveLength(0);
    // Once published, the consenting visitor hears of it; the other never does.
    await listing(word);
    await runAlertsAt(workingDay(0, 12), second.baseURL);
    await waitMails(consenting.email, 1);
    expect(mailsTo(withoutConsent.email)).toHaveLength(0);
    expect(await AlertItem.countDocuments({ userId: withoutConsent.id })).toBe(0);
  });
});

describe('Ley 2300 de 2023', () => {
  it('waits out a Sunday and a night, then sends at the first legal moment', async () => {
    const word = token();
    const visitor = await visitorSearching(word);
    await listing(word);
    await runAlertsAt(nextSunday(), second.baseURL);
    const night = workingDay(0, 19);
    await runAlertsAt(night, second.baseURL);
    await runAlertsAt(new Date(workingDay(1, 7).getTime() - 1000), second.baseURL); // 6:59:59
    expect(mailsTo(visitor.email)).toHaveLength(0);
    await runAlertsAt(workingDay(1, 7), second.baseURL);
    await waitMails(visitor.email, 1);
  });

  it('sends nothing on a holiday', async () => {
    const word = token();
    const visitor = await visitorSearching(word);
    await listing(word);
    const holiday = nextWeekdayHoliday();
    await runAlertsAt(holiday, second.baseURL);
    expect(mailsTo(visitor.email)).toHaveLength(0);
    await runAlertsAt(workingDay(0, 8, holiday.getTime()), second.baseURL);
    await waitMails(visitor.email, 1);
  });

  it('sends at most one alert e-mail a day across all the searches of a visitor', async () => {
    const first = token();
    const second2 = token();
    const visitor = await visitorSearching(first);
    await call('POST', '/api/me/saved-searches', {
      token: visitor.tokens.accessToken,
      body: { name: 'Otra', filters: { search: second2 }, frequency: 'inmediata', alertConsent: true },
    });
    const day = workingDay(5, 9);
    await listing(first);
    await runAlertsAt(day, second.baseURL);
    await waitMails(visitor.email, 1);
    await listing(second2);
    await runAlertsAt(new Date(day.getTime() + 2 * 3_600_000), second.baseURL);
    await runAlertsAt(new Date(day.getTime() + 4 * 3_600_000), second.baseURL);
    expect(mailsTo(visitor.email)).toHaveLength(1);
    await runAlertsAt(workingDay(6, 9), second.baseURL);
    const [, next] = await waitMails(visitor.email, 2);
    expect(next.subject).toBe('Un inmueble para tu búsqueda «Otra»');
  });
});

describe('digests', () => {
  it('run once per period under two concurrent runners (two app instances)', async () => {
    const word = token();
    const visitors = [await visitorSearching(word, 'diaria'), await visitorSearching(word, 'semanal')];
    await listing(word);
    await listing(`${word} dos`);
    // The next Monday that is a working day is due for both a daily and a weekly digest.
    let monday = workingDay(0, 9);
    for (let n = 1; new Date(monday.getTime() - 5 * 3_600_000).getUTCDay() !== 1; n += 1) monday = workingDay(n, 9);
    const origins = [second.baseURL, inject('baseURL'), second.baseURL, inject('baseURL')];
    await Promise.all(origins.map((origin) => runAlertsAt(monday, origin)));
    // A pass queues its e-mails (docs/outbox.md); they are out once the outbox holds none of them.
    await outboxSettled(visitors.map((visitor) => visitor.email));
    for (const visitor of visitors) {
      // The stack's app writes e-mails to its log (no SMTP_URL): count both ways out.
      const log = await readFile(inject('appLog'), 'utf8');
      const logged = log.split('[mail] Para: ').filter((block) => block.startsWith(`${visitor.email}\n`)).length;
      expect(mailsTo(visitor.email).length + logged).toBe(1);
      expect(await AlertSend.countDocuments({ userId: visitor.id })).toBe(1);
      const items = await AlertItem.find({ userId: visitor.id }).lean();
      expect(items).toHaveLength(2);
      expect(new Set(items.map((item) => item.sendId)).size).toBe(1);
    }
  });
});

describe('GET /api/alerts/stats', () => {
  it('counts the visitors with active alerts and the e-mails of the last 30 days', async () => {
    const visitor = await visitorSearching(token());
    const { body } = await asAdmin('GET', '/api/alerts/stats');
    expect(body.data.sentLast30Days).toBeGreaterThanOrEqual(5);
    await call('DELETE', `/api/me/saved-searches/${visitor.searchId}`, { token: visitor.tokens.accessToken });
    const after = await asAdmin('GET', '/api/alerts/stats');
    expect(after.body.data.visitorsWithAlerts).toBe(body.data.visitorsWithAlerts - 1);
  });
});

async function waitMails(email: string, count: number): Promise<ParsedMail[]> {
  await smtp.waitFor(() => mailsTo(email).length >= count, 10_000);
  expect(mailsTo(email)).toHaveLength(count);
  return mailsTo(email);
}
