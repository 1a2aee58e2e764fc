import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trusted } from '@/lib/db';
import { MANDATE_MESSAGES, MANDATE_REQUIRED_TO_PUBLISH } from '@/lib/domain/mandates';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { addDays, bogotaDay } from '@/lib/domain/visits';
import { UPLOAD_MESSAGES } from '@/lib/uploads/messages';
import { Activity } from '@/models/activity';
import { Mandate, MandateDocument } from '@/models/mandate';
import { Property } from '@/models/property';

import { ADMIN, adminToken, userToken } from './accounts';
import { nextSunday, runAlertsAt, workingDay } from './alert-clock';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { MINIMAL_PDF, ownerOf, TINY_PNG } from './mandate-fixtures';
import { outboxSettled } from './outbox-settled';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { baseURL, call, connectTestDb, postMultipart } from './stack-client';
import { draftOf } from './staff';
import { newAgent, type TestAgent } from './team';

// A property's mandate over real HTTP (docs/mandates.md): the record, its validation and scope,
// the signed PDF kept in the database, the reminders claimed once, and the publish switch.

let agent: TestAgent;
let other: TestAgent;
let admin: string;
let owner: { id: string; name: string };
let othersOwner: { id: string; name: string };
const properties: string[] = [];

const today = bogotaDay(new Date());
const body = (patch: Record<string, unknown> = {}) => ({
  ownerId: owner.id,
  exclusive: true,
  commissionPercent: 3,
  startDate: today,
  endDate: addDays(today, 365),
  ...patch,
});
const mandateOf = (id: string) => `/api/properties/${id}/mandate`;

async function propertyOf(token: string, title = `Casa con mandato ${Date.now()}`) {
  const property = await draftOf(token, title);
  properties.push(property._id);
  return property;
}

beforeAll(async () => {
  await connectTestDb();
  [agent, other, admin] = await Promise.all([newAgent('mandato-a'), newAgent('mandato-b'), adminToken()]);
  [owner, othersOwner] = await Promise.all([ownerOf(agent.id), ownerOf(other.id, 'Jorge Iván Salazar')]);
}, 60_000);
afterAll(async () => {
  // Nothing of ours may be owed a reminder in another file's alert passes.
  await Mandate.deleteMany({ propertyId: trusted({ $in: properties }) });
});

describe('the mandate of a property', () => {
  it('is recorded, read, ended by hand and reopened by its agent, each write in the activity log', async () => {
    const property = await propertyOf(agent.token);
    const none = await call('GET', mandateOf(property._id), { token: agent.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(MANDATE_MESSAGES.notFound);

    const saved = await call('PUT', mandateOf(property._id), { token: agent.token, body: body() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(MANDATE_MESSAGES.saved);
    expect(saved.body.data).toMatchObject({
      propertyId: property._id,
      owner,
      exclusive: true,
      commissionPercent: 3,
      startDate: today,
      endDate: addDays(today, 365),
      status: 'vigente',
      endedAt: null,
      document: null,
    });
    const read = await call('GET', mandateOf(property._id), { token: agent.token });
    expect(read.body.data).toEqual(saved.body.data);

    // A renewal moves the dates: ending within 30 days it is "por vencer".
    const renewed = await call('PUT', mandateOf(property._id), {
      token: agent.token,
      body: body({ endDate: addDays(today, 20), exclusive: false, commissionPercent: 2.5 }),
    });
    expect(renewed.body.data).toMatchObject({ status: 'por_vencer', exclusive: false, commissionPercent: 2.5 });

    const ended = await call('DELETE', mandateOf(property._id), { token: agent.token });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(MANDATE_MESSAGES.ended);
    expect(ended.body.data.status).toBe('terminado');
    expect(ended.body.data.endedAt).toEqual(expect.any(String));
    expect((await call('GET', mandateOf(property._id), { token: agent.token })).body.data.status).toBe('terminado');
    const again = await call('DELETE', mandateOf(property._id), { token: agent.token });
    expect([again.status, again.body.message]).toEqual([409, MANDATE_MESSAGES.alreadyEnded]);

    const reopened = await call('PUT', mandateOf(property._id), { token: agent.token, body: body() });
    expect(reopened.body.data).toMatchObject({ status: 'vigente', endedAt: null });
    expect(await Mandate.countDocuments({ propertyId: property._id })).toBe(1);

    const log = await Activity.find({ entity: 'mandate', entityId: property._id }).sort({ at: 1 }).lean();
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(log.every((entry) => entry.label === property.title && entry.actorId?.toString() === agent.id)).toBe(true);
    expect(log[2].changes.map((change) => change.field)).toEqual(['endedAt']);
    // Also through the property's own history screen's neighbour: the log is kept per property id.
    expect(log[1].changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['exclusive', 'commissionPercent', 'endDate']),
    );
  });

  it('refuses broken input in Spanish and changes nothing', async () => {
    const property = await propertyOf(agent.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ endDate: today }, MANDATE_MESSAGES.endBeforeStart],
      [{ endDate: addDays(today, -1) }, MANDATE_MESSAGES.endBeforeStart],
      [{ startDate: '2026-02-30' }, MANDATE_MESSAGES.startDay],
      [{ endDate: '31/12/2027' }, MANDATE_MESSAGES.endDate],
      [{ commissionPercent: 0 }, MANDATE_MESSAGES.commission],
      [{ commissionPercent: 101 }, MANDATE_MESSAGES.commission],
      [{ ownerId: '665f1c2a9b1e4a0012345678' }, MANDATE_MESSAGES.ownerMissing],
      // An agent may not name another agent's owner.
      [{ ownerId: othersOwner.id }, MANDATE_MESSAGES.ownerMissing],
    ];
    for (const [patch, message] of cases) {
      const response = await call('PUT', mandateOf(property._id), { token: agent.token, body: body(patch) });
      expect([response.status, response.body.message], JSON.stringify(patch)).toEqual([400, message]);
    }
    expect(await Mandate.countDocuments({ propertyId: property._id })).toBe(0);
    // An admin may name any agent's owner.
    const byAdmin = await call('PUT', mandateOf(property._id), {
      token: admin,
      body: body({ ownerId: othersOwner.id }),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.owner).toEqual(othersOwner);
  });

  it("is another agent's 404, as their property is", async () => {
    const property = await propertyOf(agent.token);
    await call('PUT', mandateOf(property._id), { token: agent.token, body: body() });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await call(method, mandateOf(property._id), {
        token: other.token,
        body: method === 'PUT' ? body({ ownerId: othersOwner.id }) : undefined,
      });
      expect([response.status, response.body.message], method).toEqual([404, PROPERTY_MESSAGES.notFound]);
    }
    expect((await call('GET', mandateOf(property._id), { token: agent.token })).body.data.status).toBe('vigente');
  });
});

describe('the signed contract', () => {
  const documentOf = (id: string) => `${mandateOf(id)}/document`;
  const upload = (id: string, file: { name: string; type: string; bytes: Uint8Array }, token = agent.token) =>
    postMultipart(documentOf(id), { field: 'file', files: [file], token });

  it('is a PDF checked by its bytes, kept in the database and served to staff only', async () => {
    const property = await propertyOf(agent.token);
    const early = await upload(property._id, { name: 'contrato.pdf', type: 'application/pdf', bytes: MINIMAL_PDF });
    expect([early.status, early.body.message]).toEqual([404, MANDATE_MESSAGES.registerFirst]);
    await call('PUT', mandateOf(property._id), { token: agent.token, body: body() });

    const png = await upload(property._id, { name: 'contrato.pdf', type: 'application/pdf', bytes: TINY_PNG });
    expect([png.status, png.body.message]).toEqual([415, UPLOAD_MESSAGES.notPdf('contrato.pdf')]);
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - MINIMAL_PDF.length, 32)]);
    const tooBig = await upload(property._id, { name: 'grande.pdf', type: 'application/pdf', bytes: big });
    expect([tooBig.status, tooBig.body.message]).toEqual([413, UPLOAD_MESSAGES.tooBig('grande.pdf', 10 * 1024 * 1024)]);
    const wrongField = await postMultipart(documentOf(property._id), {
      field: 'images',
      files: [{ name: 'contrato.pdf', type: 'application/pdf', bytes: MINIMAL_PDF }],
      token: agent.token,
    });
    expect(wrongField.status).toBe(400);
    expect((await call('GET', documentOf(property._id), { token: agent.token })).body.message).toBe(
      MANDATE_MESSAGES.documentMissing,
    );

    // Named and typed as anything: the bytes decide.
    const saved = await upload(property._id, { name: 'escaneo', type: 'application/octet-stream', bytes: MINIMAL_PDF });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(MANDATE_MESSAGES.documentSaved);
    expect(saved.body.data.document).toEqual({ size: MINIMAL_PDF.length, uploadedAt: expect.any(String) });
    const stored = await Mandate.findOne({ propertyId: property._id }).lean();
    expect(stored?.document).toMatchObject({ size: MINIMAL_PDF.length, uploadedBy: agent.id });
    expect(stored?.document?.sha256).toMatch(/^[a-f0-9]{64}$/);
    const bytes = await MandateDocument.findById(stored!._id);
    expect(Buffer.from(bytes!.data).equals(MINIMAL_PDF)).toBe(true);

    const served = await fetch(`${baseURL()}${documentOf(property._id)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="contrato-mandato-.+\.pdf"$/);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);

    const status = async (token?: string) => (await call('GET', documentOf(property._id), { token })).status;
    expect(await status()).toBe(401);
    expect(await status(await userToken())).toBe(403);
    expect(await status(other.token)).toBe(404);
    expect(await status(agent.token)).toBe(200);
    expect(await status(admin)).toBe(200);

    // Never a URL: neither the property nor its mandate points at a stored file.
    for (const path of [`/api/properties/${property._id}`, mandateOf(property._id)]) {
      const text = JSON.stringify((await call('GET', path, { token: admin })).body);
      expect(text).not.toContain('/uploads');
      expect(text).not.toContain('.pdf');
    }
  });
});

describe('the staff list and the dashboard', () => {
  it("show each property's mandate status, and the mandates ending within 30 days", async () => {
    const [ending, running, without] = await Promise.all([
      propertyOf(agent.token, `Apartamento que vence ${Date.now()}`),
      propertyOf(agent.token, `Apartamento vigente ${Date.now()}`),
      propertyOf(agent.token, `Apartamento sin mandato ${Date.now()}`),
    ]);
    await call('PUT', mandateOf(ending._id), { token: agent.token, body: body({ endDate: addDays(today, 12) }) });
    await call('PUT', mandateOf(running._id), { token: agent.token, body: body() });

    const list = await call('GET', '/api/properties?status=borrador&limit=100&sort=newest', { token: agent.token });
    const statusOf = (id: string) => list.body.data.find((p: { _id: string }) => p._id === id)?.mandateStatus;
    expect([statusOf(ending._id), statusOf(running._id), statusOf(without._id)]).toEqual([
      'por_vencer',
      'vigente',
      null,
    ]);
    // The public never gets it.
    const open = await call('GET', '/api/properties?limit=5');
    expect(JSON.stringify(open.body)).not.toContain('mandateStatus');

    const mine = await call('GET', '/api/mandates/ending', { token: agent.token });
    const row = mine.body.data.find((r: { propertyId: string }) => r.propertyId === ending._id);
    expect(row).toEqual({
      propertyId: ending._id,
      propertyTitle: ending.title,
      owner,
      endDate: addDays(today, 12),
      daysLeft: 12,
    });
    expect(mine.body.data.some((r: { propertyId: string }) => r.propertyId === running._id)).toBe(false);
    const theirs = await call('GET', '/api/mandates/ending', { token: other.token });
    expect(theirs.body.data.some((r: { propertyId: string }) => r.propertyId === ending._id)).toBe(false);
    const all = await call('GET', '/api/mandates/ending', { token: admin });
    expect(all.body.data.some((r: { propertyId: string }) => r.propertyId === ending._id)).toBe(true);
    await call('DELETE', mandateOf(ending._id), { token: agent.token });
  });
});

describe('the reminders', () => {
  let smtp: SmtpStandIn;
  let second: MailingApp['app'];
  beforeAll(async () => {
    ({ smtp, app: second } = await startMailingApp());
  }, 120_000);
  afterAll(async () => {
    await stopMailingApp({ smtp, app: second });
  });
  const mailsTo = (email: string) => smtp.messages.filter((mail) => recipient(mail).includes(email));

  it('go to the agent once each, 30 and 7 days before the end, only in legal hours, claimed once', async () => {
    const now = workingDay(1, 10);
    const day = bogotaDay(now);
    const property = await propertyOf(agent.token, `Local con recordatorio ${Date.now()}`);
    await call('PUT', mandateOf(property._id), {
      token: agent.token,
      body: body({ startDate: addDays(day, -200), endDate: addDays(day, 20) }),
    });
    // Ended by hand, or already expired: no reminder.
    const ended = await propertyOf(agent.token);
    await call('PUT', mandateOf(ended._id), { token: agent.token, body: body({ endDate: addDays(day, 20) }) });
    await call('DELETE', mandateOf(ended._id), { token: agent.token });

    // Sunday: Ley 2300, nothing is sent nor claimed.
    await runAlertsAt(nextSunday(), second.baseURL);
    await outboxSettled([agent.email]);
    expect(mailsTo(agent.email)).toHaveLength(0);

    // Two runners at once: one e-mail.
    await Promise.all([runAlertsAt(now, second.baseURL), runAlertsAt(now, second.baseURL)]);
    await outboxSettled([agent.email]);
    const [first, ...rest] = mailsTo(agent.email);
    expect(rest).toHaveLength(0);
    expect(first.subject).toBe(`El mandato de «${property.title}» vence en 20 días`);
    expect(first.text).toContain(`Propietario: ${owner.name}`);
    expect(first.text).toContain(`/admin/properties/edit/${property._id}`);
    await runAlertsAt(new Date(now.getTime() + 3_600_000), second.baseURL);
    await outboxSettled([agent.email]);
    expect(mailsTo(agent.email)).toHaveLength(1);

    // Seven days before the end: the second one, once.
    // The first working day after day + 12: 7 days or fewer before the end.
    const late = workingDay(0, 9, Date.parse(`${addDays(day, 12)}T17:00:00Z`));
    await Promise.all([runAlertsAt(late, second.baseURL), runAlertsAt(late, second.baseURL)]);
    await runAlertsAt(new Date(late.getTime() + 3_600_000), second.baseURL);
    await outboxSettled([agent.email]);
    const mails = mailsTo(agent.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(new RegExp(`^El mandato de «${property.title}» vence (en \\d días|mañana|hoy)$`));
    expect(await Mandate.findOne({ propertyId: property._id }).lean()).toMatchObject({
      reminders: { 30: expect.any(Date), 7: expect.any(Date) },
    });
  });

  it('go to the admins when the property has no agent, and again after a renewal moves the end', async () => {
    const now = workingDay(2, 11);
    const day = bogotaDay(now);
    const created = await call('POST', '/api/properties', {
      token: admin,
      body: { title: `Bodega sin asesor ${Date.now()}`, type: 'local', operation: 'arriendo', price: 5_000_000 },
    });
    const property = created.body.data as { _id: string; title: string; agentId: string | null };
    properties.push(property._id);
    expect(property.agentId).toBeNull();
    await call('PUT', mandateOf(property._id), { token: admin, body: body({ endDate: addDays(day, 25) }) });
    const before = mailsTo(ADMIN.email).length;
    const since = new Date();
    await runAlertsAt(now, second.baseURL);
    await outboxSettled([ADMIN.email], since);
    expect(mailsTo(ADMIN.email).length - before).toBe(1);
    // Renewed with a new end day: the reminders start over.
    await call('PUT', mandateOf(property._id), { token: admin, body: body({ endDate: addDays(day, 28) }) });
    await runAlertsAt(new Date(now.getTime() + 3_600_000), second.baseURL);
    await outboxSettled([ADMIN.email], since);
    expect(mailsTo(ADMIN.email).length - before).toBe(2);
  });
});

describe('Settings > Seguridad: Exigir mandato vigente para publicar', () => {
  const setSwitch = (on: boolean) =>
    call('PUT', '/api/settings/security', { token: admin, body: { requireMandateToPublish: on } });

  it('stops a publish without a current mandate (409, nothing changed) and lets one with a mandate through', async () => {
    const draft = await propertyOf(agent.token);
    const expired = await propertyOf(agent.token);
    await call('PUT', mandateOf(expired._id), {
      token: agent.token,
      body: body({ startDate: '2024-01-01', endDate: '2024-12-31' }),
    });
    expect((await setSwitch(true)).status).toBe(200);
    try {
      const settings = await call('GET', '/api/settings', { token: admin });
      expect(settings.body.data.security.requireMandateToPublish).toBe(true);

      const title = `Casa publicada sin mandato ${Date.now()}`;
      const created = await call('POST', '/api/properties', {
        token: agent.token,
        body: { title, type: 'casa', operation: 'venta', price: 900_000_000, status: 'disponible' },
      });
      expect([created.status, created.body.message]).toEqual([409, MANDATE_REQUIRED_TO_PUBLISH]);
      expect(await Property.countDocuments({ title })).toBe(0);

      for (const property of [draft, expired]) {
        const published = await call('PUT', `/api/properties/${property._id}`, {
          token: agent.token,
          body: { status: 'disponible', price: 300_000_000 },
        });
        expect([published.status, published.body.message]).toEqual([409, MANDATE_REQUIRED_TO_PUBLISH]);
        expect(await Property.findById(property._id).lean()).toMatchObject({ status: 'borrador', price: 420_000_000 });
      }

      // A terminated mandate does not count either; a current one does.
      await call('PUT', mandateOf(draft._id), { token: agent.token, body: body() });
      await call('DELETE', mandateOf(draft._id), { token: agent.token });
      const terminated = await call('PUT', `/api/properties/${draft._id}`, {
        token: agent.token,
        body: { status: 'disponible' },
      });
      expect(terminated.status).toBe(409);
      await call('PUT', mandateOf(draft._id), { token: agent.token, body: body() });
      const ok = await call('PUT', `/api/properties/${draft._id}`, {
        token: agent.token,
        body: { status: 'disponible' },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      // Later edits of a public listing are not publishes.
      await call('DELETE', mandateOf(draft._id), { token: agent.token });
      const edit = await call('PUT', `/api/properties/${draft._id}`, {
        token: agent.token,
        body: { status: 'disponible', price: 410_000_000 },
      });
      expect(edit.status).toBe(200);
    } finally {
      expect((await setSwitch(false)).status).toBe(200);
    }
    // Off again: drafts publish without a mandate, as before.
    const free = await call('PUT', `/api/properties/${expired._id}`, {
      token: agent.token,
      body: { status: 'disponible' },
    });
    expect(free.status).toBe(200);
  });
});
