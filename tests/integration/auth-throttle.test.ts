import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Settings } from '../../models/settings';
import { Throttle } from '../../models/throttle';
import { newUser, uniqueEmail } from './accounts';
import { connectTestDb, freshIp, post } from './stack-client';

// Settings > Seguridad sets the threshold; 3 keeps these tests short and proves it is read.
const ATTEMPTS = 3;

async function setLoginAttempts(value: number) {
  await Settings.updateOne({ key: 'site' }, { $set: { 'security.loginAttempts': value } });
}

beforeAll(async () => {
  await connectTestDb();
  await setLoginAttempts(ATTEMPTS);
});
afterAll(() => setLoginAttempts(5));

const login = (email: string, password: string, ip = freshIp()) =>
  post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': ip } });

describe('login throttling', () => {
  it(`locks an account after ${ATTEMPTS} failures, from any IP, with 429 and Retry-After`, async () => {
    const user = await newUser('bloqueo');
    for (let i = 1; i < ATTEMPTS; i++) expect((await login(user.email, 'mala-clave-1')).status).toBe(401);
    const locking = await login(user.email, 'mala-clave-1');
    expect(locking.status).toBe(429);
    expect(locking.body).toEqual({
      success: false,
      message: 'Demasiados intentos. Intenta de nuevo en 15 minutos.',
      code: 'rate_limited',
    });
    expect(Number(locking.headers.get('retry-after'))).toBe(900);
    // Locked means locked: the right password from another address does not get in either.
    const right = await login(user.email, user.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  });

  it('lifts the lock when the window ends', async () => {
    const user = await newUser('ventana');
    for (let i = 0; i < ATTEMPTS; i++) await login(user.email, 'mala-clave-1');
    expect((await login(user.email, user.password)).status).toBe(429);
    // Fifteen minutes later (moved in the database rather than waited for).
    const past = new Date(Date.now() - 1000);
    await Throttle.updateOne({ key: `login:email:${user.email}` }, { $set: { lockedUntil: past, expiresAt: past } });
    expect((await login(user.email, user.password)).status).toBe(200);
    // The window starts afresh: one failure is a 401 again, not a 429.
    expect((await login(user.email, 'mala-clave-1')).status).toBe(401);
  });

  it('resets the count after a successful login', async () => {
    const user = await newUser('reinicio');
    for (let i = 1; i < ATTEMPTS; i++) await login(user.email, 'mala-clave-1');
    expect((await login(user.email, user.password)).status).toBe(200);
    for (let i = 1; i < ATTEMPTS; i++) expect((await login(user.email, 'mala-clave-1')).status).toBe(401);
  });

  it('limits one IP across accounts at four times the account threshold', async () => {
    const ip = freshIp();
    const limit = ATTEMPTS * 4;
    for (let i = 1; i < limit; i++) expect((await login(uniqueEmail('ip'), 'mala-clave-1', ip)).status).toBe(401);
    expect((await login(uniqueEmail('ip'), 'mala-clave-1', ip)).status).toBe(429);
    const user = await newUser('desde-ip');
    expect((await login(user.email, user.password, ip)).status).toBe(429);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('counts unknown e-mails like known ones (no account enumeration)', async () => {
    const email = uniqueEmail('fantasma');
    for (let i = 1; i < ATTEMPTS; i++) expect((await login(email, 'mala-clave-1')).status).toBe(401);
    expect((await login(email, 'mala-clave-1')).status).toBe(429);
  });
});

describe('password-reset throttling', () => {
  it('limits reset requests per e-mail whether or not it has an account', async () => {
    for (const email of [(await newUser('reset-limite')).email, uniqueEmail('reset-nadie')]) {
      for (let i = 1; i < ATTEMPTS; i++)
        expect(
          (await post('/api/auth/forgot-password', { email }, { headers: { 'x-forwarded-for': freshIp() } })).status,
        ).toBe(200);
      const limited = await post('/api/auth/forgot-password', { email });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Demasiados intentos. Intenta de nuevo en 15 minutos.');
      expect(limited.headers.get('retry-after')).toBe('900');
    }
  });

  it('limits reset requests per IP', async () => {
    const ip = freshIp();
    for (let i = 1; i < ATTEMPTS * 4; i++) {
      expect(
        (await post('/api/auth/forgot-password', { email: uniqueEmail('r') }, { headers: { 'x-forwarded-for': ip } }))
          .status,
      ).toBe(200);
    }
    expect(
      (await post('/api/auth/forgot-password', { email: uniqueEmail('r') }, { headers: { 'x-forwarded-for': ip } }))
        .status,
    ).toBe(429);
  });
});
