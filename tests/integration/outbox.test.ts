import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { trusted } from '@/lib/db';
import { AlertSend } from '@/models/alert';
import { OutboxMessage, type OutboxMessageDoc } from '@/models/outbox-message';

import { freePort, stackSeedEnv } from '../../scripts/lib/stack.mjs';
import { adminTokenAt, newUser, uniqueEmail } from './accounts';
import { runAlertsAt, workingDay } from './alert-clock';
import { createViaApi, token as wordToken } from './property-data';
import { recipient } from './smtp-stand-in';
import { spawnApp, type OwnApp } from './spawned-app';
import { call, connectTestDb } from './stack-client';

// The outbox (docs/outbox.md) over real HTTP: one app of its own whose SMTP_URL points at a port
// where, at first, nothing listens (an SMTP outage), with every wait of the outbox scaled by 0.002
// (two days of retries in six minutes; 1 minute becomes 120 ms, 15 minutes 1.8 s). Then the
// stand-in comes up on that port, later hangs in DATA while the app is killed, and the app is
// started again on the same database.

const SCALE = 0.002;
let port: number;
let app: OwnApp;
let smtp: Stand;
let adminToken: string;
const env = () => ({
  ...stackSeedEnv(inject('mongoUri')),
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  OUTBOX_TIME_SCALE: String(SCALE),
  OUTBOX_TICK_MS: '200',
});

/** An SMTP stand-in whose DATA can be held unanswered (a send that hangs), recording when each message arrived. */
interface Stand {
  received: Array<{ mail: ParsedMail; at: number }>;
  /** Messages whose DATA began while holding (never answered). */
  held: number;
  hold: boolean;
  stop(): Promise<void>;
}

async function startStand(onPort: number): Promise<Stand> {
  const sockets = new Set<Socket>();
  const stand: Stand = { received: [], held: 0, hold: false, stop: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      callback();
    },
    onData(stream, _session, callback) {
      if (stand.hold) {
        stand.held += 1;
        stream.resume(); // read it all, answer never: the client waits in DATA
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          stand.received.push({ mail, at: Date.now() });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(onPort, '127.0.0.1', resolve));
  stand.stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return stand;
}

const mailsTo = (email: string) => smtp.received.filter(({ mail }) => recipient(mail).includes(email));

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The outbox's messages to `emails` (the test database is shared: only ours). */
const messagesTo = async (emails: string[]) =>
  (await OutboxMessage.find({ kind: 'mail' }).lean<OutboxMessageDoc[]>()).filter((m) =>
    emails.includes(String(m.payload.to)),
  );

beforeAll(async () => {
  await connectTestDb();
  port = await freePort();
  app = await spawnApp(env());
  adminToken = await adminTokenAt(app.baseURL);
}, 120_000);
afterAll(async () => {
  app?.child.kill('SIGTERM');
  await Promise.race([app?.exited, new Promise((r) => setTimeout(r, 5000))]);
  await smtp?.stop();
});

describe('an SMTP outage', () => {
  it('delays every e-mail and loses none: pending with attempts counted, then each delivered once', async () => {
    const at = { origin: app.baseURL };
    // A password reset, a staff invitation and a lead notice while nothing listens on SMTP.
    const visitor = await newUser('outbox-reset');
    expect((await call('POST', '/api/auth/forgot-password', { ...at, body: { email: visitor.email } })).status).toBe(
      200,
    );
    const invitee = uniqueEmail('outbox-invitacion');
    const invited = await call('POST', '/api/users', {
      ...at,
      token: adminToken,
      body: { name: 'Marta Outbox', email: invitee, role: 'agent' },
    });
    // Queued is what the invitation promises now: it answers as sent, SMTP down or not.
    expect(invited).toMatchObject({ status: 201, body: { message: 'Invitación enviada exitosamente' } });
    const lead = await call('POST', '/api/leads', {
      ...at,
      body: {
        kind: 'contact',
        name: 'Cliente sin correo',
        email: uniqueEmail('outbox-cliente'),
        subject: 'Quiero arrendar',
        message: 'Un apartamento en Chapinero',
        acceptPrivacy: true,
      },
    });
    expect(lead.status).toBe(201);
    const leadMail = async () =>
      (await OutboxMessage.find({ kind: 'mail' }).lean<OutboxMessageDoc[]>()).find((m) =>
        String(m.payload.text).includes(`/admin/leads/${lead.body.data.id}`),
      );
    const notice = await until('the lead notice in the outbox', leadMail);
    // The database is shared: an earlier file may have left e-mails to the same agent, which this
    // app delivers too. Ours are told apart by their ids and, at the stand-in, by their text.
    const ids = [...(await messagesTo([visitor.email, invitee])).map((m) => m._id), notice._id];
    expect(ids).toHaveLength(3);
    const ours = [
      (mail: ParsedMail) => recipient(mail).includes(visitor.email),
      (mail: ParsedMail) => recipient(mail).includes(invitee),
      (mail: ParsedMail) => (mail.text ?? '').includes(`/admin/leads/${lead.body.data.id}`),
    ];
    const arrived = (match: (mail: ParsedMail) => boolean) => smtp.received.filter(({ mail }) => match(mail));
    const stored = () => OutboxMessage.find({ _id: trusted({ $in: ids }) }).lean<OutboxMessageDoc[]>();

    // Retried while SMTP is down: pending, several attempts each, the error kept.
    const pending = await until('every e-mail tried at least twice', async () => {
      const rows = await stored();
      return rows.length === 3 && rows.every((m) => m.attempts >= 2) && rows;
    });
    for (const row of pending) {
      expect(row.status).toBe('pending');
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    const health = await until('the backlog in /api/health', async () => {
      const response = await call('GET', '/api/health', at);
      const outbox = response.body.data.outbox as { backlog: number; oldestAgeSeconds: number; failed: number };
      return outbox.backlog >= 3 && outbox.oldestAgeSeconds >= 1 && outbox;
    });
    expect(health.failed).toBeGreaterThanOrEqual(0);

    // SMTP comes back: how long until each one arrives, and that it arrives once.
    smtp = await startStand(port);
    const up = Date.now();
    await until('every e-mail delivered', async () => ours.every((match) => arrived(match).length > 0), 30_000);
    const waits = ours.map((match) => arrived(match)[0].at - up);
    await until('the outbox emptied of them', async () => (await stored()).length === 0);
    for (const match of ours) expect(arrived(match)).toHaveLength(1);
    console.info(
      `[outbox] recovery after SMTP came back (scale ${SCALE}, attempts before: ${pending.map((m) => m.attempts).join('/')}): ${waits.join(' / ')} ms`,
    );
    // The scaled schedule's longest wait is 15 min × 0.002 = 1.8 s, plus a 200 ms tick.
    expect(Math.max(...waits)).toBeLessThan(10_000);
    expect(mailsTo(visitor.email)[0].mail.subject).toBe('Restablece tu contraseña de Inmobiliaria Bogotá');
  }, 90_000);
});

describe('a kill while sending', () => {
  it('delivers the message after a restart: at most twice, never lost', async () => {
    smtp.hold = true;
    const visitor = await newUser('outbox-kill');
    const asked = await call('POST', '/api/auth/forgot-password', {
      origin: app.baseURL,
      body: { email: visitor.email },
    });
    expect(asked.status).toBe(200);
    // The app is inside DATA, waiting for an answer that never comes: kill it there.
    await until('the send hanging in DATA', async () => smtp.held > 0);
    const [claimed] = await messagesTo([visitor.email]);
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    app.child.kill('SIGKILL');
    await app.exited;
    smtp.hold = false;

    const restarted = Date.now();
    app = await spawnApp(env());
    const listening = Date.now();
    await until('the message delivered after the restart', async () => mailsTo(visitor.email).length > 0, 30_000);
    const recovered = mailsTo(visitor.email)[0].at - listening;
    await until('the outbox emptied of it', async () => (await messagesTo([visitor.email])).length === 0);
    console.info(
      `[outbox] after the kill: app listening again in ${listening - restarted} ms, the message delivered ${recovered} ms later (lease ${Math.max(1000, 120_000 * SCALE)} ms)`,
    );
    expect(mailsTo(visitor.email).length).toBeGreaterThanOrEqual(1);
    expect(mailsTo(visitor.email).length).toBeLessThanOrEqual(2);
  }, 90_000);
});

describe('an alert e-mail', () => {
  it('is queued once under its key: a pass after a crash between queueing and marking sends nothing new', async () => {
    const word = wordToken();
    const visitor = await newUser('outbox-alerta');
    const saved = await call('POST', '/api/me/saved-searches', {
      token: visitor.tokens.accessToken,
      body: {
        name: `Búsqueda ${word}`,
        filters: { search: word, operation: 'venta' },
        frequency: 'inmediata',
        alertConsent: true,
      },
    });
    expect(saved.status).toBe(201);
    await createViaApi({
      title: `Apartamento ${word} con patio`,
      type: 'apartamento',
      operation: 'venta',
      status: 'disponible',
      price: 350_000_000,
    });
    await runAlertsAt(workingDay(0, 9), app.baseURL);
    await until('the alert e-mail', async () => mailsTo(visitor.email).length === 1);
    const [send] = await AlertSend.find({ userId: visitor.id }).lean();
    expect(send.state).toBe('sent');

    // As if the process died after the outbox had the e-mail, before the send was marked.
    await AlertSend.updateOne(
      { _id: send._id },
      { $set: { state: 'sending', at: new Date(send.at.getTime() - 600_000) } },
    );
    await runAlertsAt(workingDay(0, 11), app.baseURL);
    expect((await AlertSend.findById(send._id).lean())?.state).toBe('sent');
    await runAlertsAt(workingDay(0, 12), app.baseURL);
    expect(mailsTo(visitor.email)).toHaveLength(1);
    expect((await messagesTo([visitor.email])).length).toBe(0);
  }, 60_000);
});

describe('a failed message', () => {
  it('is listed for admins without its body, and a retry delivers it', async () => {
    const email = uniqueEmail('outbox-fallido');
    const id = randomUUID();
    const now = new Date();
    await OutboxMessage.create({
      _id: id,
      kind: 'mail',
      payload: {
        to: email,
        subject: 'Un correo que se rindió',
        text: 'Enlace secreto: https://x.test/reset-password/abc',
      },
      status: 'failed',
      attempts: 195,
      nextAttemptAt: now,
      createdAt: new Date(now.getTime() - 2 * 24 * 3600_000),
      lastAttemptAt: now,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    const at = { origin: app.baseURL, token: adminToken };
    const listed = await call('GET', '/api/outbox?status=failed', at);
    expect(listed.status).toBe(200);
    const row = listed.body.data.items.find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({
      kind: 'mail',
      status: 'failed',
      recipient: email,
      summary: 'Un correo que se rindió',
      attempts: 195,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(JSON.stringify(listed.body)).not.toContain('Enlace secreto');
    expect(listed.body.data.failed).toBeGreaterThanOrEqual(1);

    const retried = await call('POST', `/api/outbox/${id}/retry`, at);
    expect(retried).toMatchObject({
      status: 200,
      body: {
        message: 'Mensaje devuelto a la cola: se intenta entregar de nuevo ahora',
        data: { id, status: 'pending' },
      },
    });
    await until('the retried e-mail', async () => mailsTo(email).length === 1);
    await until('it left the outbox', async () => !(await OutboxMessage.findById(id).lean()));
    const gone = await call('POST', `/api/outbox/${id}/retry`, at);
    expect(gone).toMatchObject({
      status: 404,
      body: { message: 'No existe un mensaje con ese id en la bandeja de salida.' },
    });
  });

  it('refuses a retry of a pending message (409) and a malformed id (400)', async () => {
    const id = randomUUID();
    const later = new Date(Date.now() + 3600_000);
    await OutboxMessage.create({
      _id: id,
      kind: 'mail',
      payload: { to: uniqueEmail('outbox-pendiente'), subject: 'Pendiente', text: 'x' },
      status: 'pending',
      attempts: 1,
      nextAttemptAt: later,
      // The list shows the oldest 100 pending: older than any other test's (mails held for
      // Ley 2300's hours wait there through a night or a Sunday), so it is on the first page.
      createdAt: new Date(Date.now() - 365 * 86_400_000),
    });
    try {
      const at = { origin: app.baseURL, token: adminToken };
      expect(await call('POST', `/api/outbox/${id}/retry`, at)).toMatchObject({
        status: 409,
        body: { message: 'Solo se puede reintentar un mensaje que falló; este todavía está pendiente de entrega.' },
      });
      const pending = await call('GET', '/api/outbox?status=pending', at);
      expect(pending.body.data.items.map((item: { id: string }) => item.id)).toContain(id);
      expect(await call('POST', '/api/outbox/nada/retry', at)).toMatchObject({
        status: 400,
        body: { message: 'Id de mensaje no válido' },
      });
      expect((await call('GET', '/api/outbox?status=enviado', at)).body.message).toBe(
        'El estado debe ser failed o pending',
      );
    } finally {
      await OutboxMessage.deleteMany({ _id: trusted({ $in: [id] }) });
    }
  });
});
