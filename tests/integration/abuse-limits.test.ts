import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { trusted } from '@/lib/db';
import { Lead } from '@/models/lead';
import { Settings } from '@/models/settings';
import { Throttle } from '@/models/throttle';
import { User } from '@/models/user';

import { adminToken, asAdmin } from './accounts';
import { rawJson, rawRequest } from './raw-http';
import { call, connectTestDb, freshIp, post } from './stack-client';

// Issue 11 item 9: registration, leads and password reset are limited per IP and per e-mail,
// parallel attempts are each counted (FerretDB's findAndModify alone undercounts them), and
// bodies over an endpoint's limit are refused before they are read whole.

const TOO_MANY = (minutes: number) => `Demasiados intentos. Intenta de nuevo en ${minutes} minutos.`;
const TOO_MANY_LEADS = 'Has enviado demasiadas solicitudes. Intenta de nuevo en 15 minutos.';
const LEAD_LIMIT = 5; // Settings > Seguridad leadsPer15Minutes, by default
const PARALLEL = 20;
const tag = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-${tag}@abuso.test`;

/** Settings > Seguridad `loginAttempts` as the server clamps it (1–10, default 5). */
async function loginAttempts(): Promise<number> {
  const stored = await Settings.findOne({ key: 'site' }).lean();
  const value = Number(stored?.security?.loginAttempts ?? 5);
  return Number.isFinite(value) ? Math.min(10, Math.max(1, Math.round(value))) : 5;
}

function expectLimited(response: { status: number; headers: Headers; body: Record<string, unknown> }, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.body).toEqual({ success: false, message, code: 'rate_limited' });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
}

const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const register = (name: string, ip = freshIp()) =>
  post(
    '/api/auth/register',
    {
      name: 'Persona de prueba',
      email: email(name),
      password: 'Clave-segura-123',
      confirmPassword: 'Clave-segura-123',
      acceptPrivacy: true,
    },
    fromIp(ip),
  );
const lead = (address: string, ip = freshIp()) =>
  post(
    '/api/leads',
    {
      kind: 'contact',
      name: 'Ana Ruiz',
      email: address,
      phone: '',
      subject: 'Avalúo',
      message: 'Quiero vender',
      acceptPrivacy: true,
    },
    fromIp(ip),
  );
const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

beforeAll(async () => {
  await connectTestDb();
});

describe('registration', () => {
  it('counts parallel registrations from one IP one by one: loginAttempts × 4 pass, the next is 429', async () => {
    const limit = (await loginAttempts()) * 4; // 20 with the default settings
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: limit + 1 }, (_, i) => register(`ip-${i}`, ip)));
    expect(statuses(answers)).toEqual([...Array(limit).fill(201), 429]);
    expectLimited(
      answers.find((a) => a.status === 429)!,
      TOO_MANY(15),
    );
    expect(await Throttle.findOne({ key: `register:ip:${ip}` }).lean()).toMatchObject({ count: limit });
    expect(await User.countDocuments({ email: trusted({ $regex: `^ip-\\d+-${tag}@` }) })).toBe(limit);
  });

  it('limits one e-mail to loginAttempts attempts from any IP', async () => {
    const attempts = await loginAttempts();
    expect((await register('correo')).status).toBe(201);
    for (let i = 1; i < attempts; i++) {
      const again = await register('correo');
      expect([again.status, again.body.message]).toEqual([409, 'El email ya está registrado']);
    }
    expectLimited(await register('correo'), TOO_MANY(15));
  });

  it('refuses a body over 16 KB with 413 before reading it', async () => {
    const big = await call('POST', '/api/auth/register', {
      body: { name: 'x'.repeat(17 * 1024), email: email('grande') },
    });
    expect([big.status, big.body]).toEqual([
      413,
      {
        success: false,
        message: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.',
        code: 'payload_too_large',
      },
    ]);
  });
});

describe('leads', () => {
  it(`accepts exactly ${LEAD_LIMIT} of ${PARALLEL} parallel submissions from one IP`, async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => lead(email(`lead-ip-${i}`), ip)));
    expect(statuses(answers)).toEqual([...Array(LEAD_LIMIT).fill(201), ...Array(PARALLEL - LEAD_LIMIT).fill(429)]);
    expectLimited(
      answers.find((a) => a.status === 429)!,
      TOO_MANY_LEADS,
    );
    expect(await Lead.countDocuments({ email: trusted({ $regex: `^lead-ip-\\d+-${tag}@` }) })).toBe(LEAD_LIMIT);
  });

  it(`accepts exactly ${LEAD_LIMIT} of ${PARALLEL} parallel submissions of one e-mail from different IPs`, async () => {
    const address = email('lead-correo');
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => lead(address)));
    expect(statuses(answers)).toEqual([...Array(LEAD_LIMIT).fill(201), ...Array(PARALLEL - LEAD_LIMIT).fill(429)]);
    expectLimited(
      answers.find((a) => a.status === 429)!,
      TOO_MANY_LEADS,
    );
    expect(await Lead.countDocuments({ email: address })).toBe(LEAD_LIMIT);
  });

  it('takes its limit from Settings > Seguridad leadsPer15Minutes, per IP and per e-mail', async () => {
    const before = (await asAdmin('GET', '/api/settings')).body.data.security.leadsPer15Minutes;
    expect(before).toBe(LEAD_LIMIT);
    const saved = await asAdmin('PUT', '/api/settings/security', { leadsPer15Minutes: 2 });
    expect([saved.status, saved.body.data.security.leadsPer15Minutes]).toEqual([200, 2]);
    try {
      const ip = freshIp();
      const fromOneIp = [];
      for (let i = 0; i < 2; i++) fromOneIp.push((await lead(email(`ajuste-ip-${i}`), ip)).status);
      expect(fromOneIp).toEqual([201, 201]);
      expectLimited(await lead(email('ajuste-ip-2'), ip), TOO_MANY_LEADS);
      const address = email('ajuste-correo');
      const oneAddress = [];
      for (let i = 0; i < 2; i++) oneAddress.push((await lead(address)).status);
      expect(oneAddress).toEqual([201, 201]);
      expectLimited(await lead(address), TOO_MANY_LEADS);
    } finally {
      // Other files share the stack: back to the value they expect, through the API (and its cache).
      expect((await asAdmin('PUT', '/api/settings/security', { leadsPer15Minutes: before })).status).toBe(200);
    }
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await lead(email(`ajuste-de-nuevo-${i}`), ip)).status).toBe(201);
  });

  it('refuses a body over 16 KB with 413, and counts it against the IP', async () => {
    const ip = freshIp();
    const big = await post('/api/leads', { kind: 'contact', message: 'x'.repeat(16 * 1024) }, fromIp(ip));
    expect([big.status, big.body]).toEqual([
      413,
      {
        success: false,
        message: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.',
        code: 'payload_too_large',
      },
    ]);
    expect(await Throttle.findOne({ key: `lead:ip:${ip}` }).lean()).toMatchObject({ count: 1 });
  });
});

describe('password reset', () => {
  it(`counts ${PARALLEL} parallel requests from one IP one by one`, async () => {
    const limit = (await loginAttempts()) * 4;
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post('/api/auth/forgot-password', { email: email(`reset-${i}`) }, fromIp(ip)),
      ),
    );
    // The request that reaches the limit is the first one refused (as with logins).
    const allowed = Math.min(PARALLEL, limit - 1);
    expect(statuses(answers)).toEqual([...Array(allowed).fill(200), ...Array(PARALLEL - allowed).fill(429)]);
    expect(await Throttle.findOne({ key: `reset:ip:${ip}` }).lean()).toMatchObject({
      count: Math.min(PARALLEL, limit),
    });
  });

  it(`counts ${PARALLEL} parallel requests for one e-mail from different IPs one by one`, async () => {
    const attempts = await loginAttempts();
    const address = email('reset-correo');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => post('/api/auth/forgot-password', { email: address }, fromIp(freshIp()))),
    );
    expect(statuses(answers)).toEqual([...Array(attempts - 1).fill(200), ...Array(PARALLEL - attempts + 1).fill(429)]);
    expectLimited(
      answers.find((a) => a.status === 429)!,
      TOO_MANY(15),
    );
  });

  it('refuses a body over 16 KB with 413', async () => {
    const big = await call('POST', '/api/auth/forgot-password', {
      body: { email: `${'x'.repeat(17 * 1024)}@abuso.test` },
    });
    expect([big.status, big.body.message]).toEqual([
      413,
      'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.',
    ]);
  });
});

describe('bodies over the limit are refused before they are read whole', () => {
  it('answers 413 to a declared 50 MB JSON body at once, while the client is still sending', async () => {
    const answer = await rawRequest('POST', '/api/leads', {
      headers: {
        'content-type': 'application/json',
        'content-length': String(50 * 1024 * 1024),
        'x-forwarded-for': freshIp(),
      },
      body: '{"kind":"contact","message":"',
    });
    expect(answer.status).toBe(413);
    expect(rawJson(answer)?.message).toBe('El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.');
    expect(answer.ms).toBeLessThan(5000);
  });

  it('cuts off a chunked body (no Content-Length) as soon as it passes the limit', async () => {
    const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
    const answer = await rawRequest('POST', '/api/auth/register', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-forwarded-for': freshIp() },
      // The final chunk is never sent: the answer has to come from the cap, not from the end.
      body: chunk,
    });
    expect([answer.status, rawJson(answer)?.message]).toEqual([
      413,
      'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.',
    ]);
  });

  it('refuses an admin JSON body over 1 MB with 413', async () => {
    const big = await call('POST', '/api/properties', {
      body: { title: 'Casa', description: 'x'.repeat(1024 * 1024) },
      token: await adminToken(),
    });
    expect([big.status, big.body.message]).toEqual([
      413,
      'El cuerpo de la solicitud es demasiado grande. Máximo 1 MB.',
    ]);
  });

  it('answers 413 to an upload whose declared size no accepted form can reach, before reading it', async () => {
    const answer = await rawRequest('POST', '/api/upload/videos', {
      headers: {
        authorization: `Bearer ${await adminToken()}`,
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(1024 * 1024 * 1024),
      },
      body: '--xyz\r\n',
    });
    expect([answer.status, rawJson(answer)?.message]).toEqual([
      413,
      'La solicitud es demasiado grande. Máximo 255MB en total',
    ]);
    expect(answer.ms).toBeLessThan(5000);
  });
});
