import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RefreshToken } from '../../models/refresh-token';
import { Settings } from '../../models/settings';
import { User } from '../../models/user';
import { newUser, sessionCookie, sessionSetCookie } from './accounts';
import { call, connectTestDb } from './stack-client';

const HOURS = 2;

beforeAll(async () => {
  await connectTestDb();
  await Settings.updateOne({ key: 'site' }, { $set: { 'security.sessionDuration': HOURS } });
});
afterAll(() => Settings.updateOne({ key: 'site' }, { $set: { 'security.sessionDuration': 24 } }));

const near = (date: Date | number, expected: number) => Math.abs(new Date(date).getTime() - expected) < 60_000;

describe('Settings > Seguridad sessionDuration', () => {
  it('sets the refresh-token lifetime', async () => {
    const user = await newUser('duracion');
    const stored = await RefreshToken.findOne({ userId: user.id }).lean();
    expect(near(stored!.expiresAt, Date.now() + HOURS * 3_600_000)).toBe(true);
  });

  it('sets the browser session cookie’s lifetime', async () => {
    const user = await newUser('cookie');
    const session = await sessionSetCookie(user.email, user.password);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const expires = /Expires=([^;]+)/i.exec(session)![1];
    expect(near(Date.parse(expires), Date.now() + HOURS * 3_600_000)).toBe(true);
  });
});

describe('the next-auth session', () => {
  it('carries id, name, email and role, and nothing secret', async () => {
    const user = await newUser('sesion');
    const { body } = await call('GET', '/api/auth/session', {
      headers: { cookie: await sessionCookie(user.email, user.password) },
    });
    expect(body.user).toEqual({ id: user.id, name: 'Laura Gómez', email: user.email, role: 'user' });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|token/i);
  });

  it('ends when the account is deactivated', async () => {
    const user = await newUser('inactiva');
    const cookie = await sessionCookie(user.email, user.password);
    await User.updateOne({ _id: user.id }, { $set: { active: false } });
    expect((await call('GET', '/api/auth/me', { headers: { cookie } })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token: user.tokens.accessToken })).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
  });
});
