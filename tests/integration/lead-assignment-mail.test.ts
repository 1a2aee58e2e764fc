import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trusted } from '@/lib/db';
import { Lead } from '@/models/lead';
import { User } from '@/models/user';

import { adminTokenAt, asAdmin } from './accounts';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { baseURL, call, connectTestDb, post } from './stack-client';
import { activeAgentIds, newAgent, newProperty, setActive, workday, type TestAgent } from './team';

// Assignment in turn across two app instances on one database, and the e-mails leads and visits
// send, caught by a local SMTP stand-in the second instance sends to.

let smtp: SmtpStandIn;
let second: MailingApp['app'];
let agents: TestAgent[] = [];
const stamp = Date.now();
let n = 0;
const address = (what: string) => `${what}-${stamp}-${(n += 1)}@correo.test`;

const contact = (origin: string) =>
  post(
    '/api/leads',
    {
      kind: 'contact',
      name: 'Cliente en turno',
      email: address('turno'),
      subject: 'Quiero vender',
      message: 'Mi apartamento en Cedritos',
      acceptPrivacy: true,
    },
    { origin },
  );

beforeAll(async () => {
  await connectTestDb();
  ({ smtp, app: second } = await startMailingApp());
  agents = [await newAgent('turno-a'), await newAgent('turno-b')];
}, 120_000);
afterAll(async () => {
  await stopMailingApp({ smtp, app: second });
  await Lead.deleteMany({ email: trusted({ $regex: `-${stamp}-\\d+@correo\\.test$` }) });
});

describe('leads stored before the pipeline', () => {
  it("are read with their legacy status as today's word and found by search once an instance starts", async () => {
    // Inserted before this instance lists any lead: its first list migrates them.
    const legacy = await Lead.collection.insertOne({
      kind: 'contact',
      name: 'Álvaro Legado',
      email: address('legado'),
      phone: '',
      consent: { accepted: true, at: new Date() },
      status: 'closed',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const token = await adminTokenAt(second.baseURL);
    const { body } = await call('GET', '/api/leads?q=alvaro+legado&status=ganada', { token, origin: second.baseURL });
    expect(body.data).toEqual([expect.objectContaining({ id: String(legacy.insertedId), status: 'ganada' })]);
    expect((await Lead.findById(legacy.insertedId).lean())?.status).toBe('ganada');
  });
});

describe('leads in turn', () => {
  it('N leads over K active agents, sent at once to two app instances: each agent gets N/K', async () => {
    const active = await activeAgentIds();
    const rounds = 3;
    const answers = await Promise.all(
      Array.from({ length: rounds * active.length }, (_, i) => contact(i % 2 ? second.baseURL : baseURL())),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const leads = await Lead.find({ _id: trusted({ $in: answers.map((a) => a.body.data.id) }) }).lean();
    const perAgent = new Map<string, number>();
    for (const lead of leads) perAgent.set(String(lead.assigneeId), (perAgent.get(String(lead.assigneeId)) ?? 0) + 1);
    expect(Object.fromEntries(perAgent)).toEqual(Object.fromEntries(active.map((id) => [id, rounds])));
  });

  it('with no active agent a lead stays unassigned, and admins see it', async () => {
    const active = await activeAgentIds();
    await setActive(active, false);
    try {
      const answer = await contact(baseURL());
      expect(answer.status).toBe(201);
      const lead = await Lead.findById(answer.body.data.id).lean();
      expect(lead?.assigneeId ?? null).toBeNull();
      const unassigned = await asAdmin('GET', '/api/leads?assigneeId=none&kind=contact&limit=100');
      expect(unassigned.body.data.map((l: { id: string }) => l.id)).toContain(answer.body.data.id);
    } finally {
      await setActive(active, true);
    }
  });

  it('the assignee gets an e-mail with the lead and a link to it', async () => {
    const answer = await contact(second.baseURL);
    const lead = await Lead.findById(answer.body.data.id).lean();
    const assignee = await User.findById(lead!.assigneeId).lean();
    const mail = await smtp.waitFor((m) => (m.text ?? '').includes(`/admin/leads/${answer.body.data.id}`));
    expect(mail.subject).toBe('Nueva solicitud: Contacto de Cliente en turno');
    expect(mail.text).toContain('Asunto: Quiero vender');
    expect(recipient(mail)).toEqual([assignee!.email]);
  });
});

describe('visit e-mails', () => {
  it('confirm to the visitor and the agent with an .ics invitation; the link cancels and both get the cancellation', async () => {
    const [agent] = agents;
    const property = await newProperty(agent.id);
    const day = workday(4);
    const email = address('visitante');
    const booked = await post(
      '/api/visits',
      {
        propertyId: property._id,
        start: `${day}T10:00:00-05:00`,
        name: 'Daniela Ruiz',
        email,
        phone: '3001112233',
        acceptPrivacy: true,
      },
      { origin: second.baseURL },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const leadId = booked.body.data.id as string;

    const toVisitor = await smtp.waitFor((m) => recipient(m).includes(email));
    const toAgent = await smtp.waitFor((m) => recipient(m).includes(agent.email) && (m.text ?? '').includes(leadId));
    expect(toVisitor.subject).toBe(`Visita confirmada: ${property.title}`);
    expect(toAgent.subject).toBe(`Nueva visita agendada: ${property.title}`);
    expect(toAgent.text).toContain('Visitante: Daniela Ruiz');
    for (const mail of [toVisitor, toAgent]) {
      const [ics] = mail.attachments;
      expect(ics.filename).toBe('visita.ics');
      expect(ics.contentType).toBe('text/calendar');
      const text = ics.content.toString('utf8');
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain('\r\nMETHOD:REQUEST\r\n');
      expect(text).toContain(`\r\nUID:visita-${leadId}@127.0.0.1\r\n`);
      expect(text).toContain(`\r\nDTSTART:${day.replace(/-/g, '')}T150000Z\r\n`);
      expect(text).toContain(`\r\nDTEND:${day.replace(/-/g, '')}T160000Z\r\n`);
      expect(text).toContain('\r\nSEQUENCE:0\r\n');
      expect(text.replace(/\r\n /g, '')).toContain(`mailto:${email}`);
    }

    const link = toVisitor.text?.match(/https?:\/\/\S+\/visita\/([\w-]{43})/);
    expect(link?.[0].startsWith(second.baseURL)).toBe(true);
    const cancelled = await call('PATCH', `/api/visits/${link![1]}`, {
      body: { action: 'cancel' },
      origin: second.baseURL,
    });
    expect(cancelled.status).toBe(200);
    const cancelMail = await smtp.waitFor(
      (m) => recipient(m).includes(email) && m.subject === `Visita cancelada: ${property.title}`,
    );
    const cancelIcs = cancelMail.attachments[0].content.toString('utf8');
    expect(cancelMail.attachments[0].filename).toBe('visita-cancelada.ics');
    expect(cancelIcs).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelIcs).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelIcs).toContain('\r\nSEQUENCE:1\r\n');
    await smtp.waitFor(
      (m) => recipient(m).includes(agent.email) && m.subject === `Visita cancelada: ${property.title}`,
    );
    await asAdmin('DELETE', `/api/properties/${property._id}`);
  });
});
