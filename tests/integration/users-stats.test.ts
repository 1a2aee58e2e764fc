import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { User } from '@/models/user';

import { adminToken, newUser, userToken } from './accounts';
import { connectTestDb, get } from './stack-client';

const NO_TOKEN = 'No hay token de autenticación. Por favor, inicia sesión nuevamente.';
const FORBIDDEN = 'No tienes permisos para realizar esta acción';
const DAY = 86_400_000;

beforeAll(async () => {
  await connectTestDb();
});
afterAll(async () => {
  await disconnectDb();
});

describe('GET /api/users/stats', () => {
  it('answers only to admins', async () => {
    const anonymous = await get('/api/users/stats');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(NO_TOKEN);
    const user = await get('/api/users/stats', { token: await userToken() });
    expect(user.status).toBe(403);
    expect(user.body.message).toBe(FORBIDDEN);
    const admin = await get('/api/users/stats', { token: await adminToken() });
    expect(admin.status).toBe(200);
    expect(admin.body.success).toBe(true);
  });

  it('counts users, active ones and the two 30-day windows as the database holds them', async () => {
    const recent = await newUser('reciente');
    const older = await newUser('anterior');
    // Move one registration into the previous window and deactivate it.
    await User.collection.updateOne(
      { email: older.email },
      { $set: { createdAt: new Date(Date.now() - 45 * DAY), active: false } },
    );
    const { body } = await get('/api/users/stats', { token: await adminToken() });
    const now = Date.now();
    const [total, active, last30, previous30] = await Promise.all([
      User.countDocuments({}),
      User.countDocuments({ active: trusted({ $ne: false }) }),
      User.countDocuments({ createdAt: trusted({ $gte: new Date(now - 30 * DAY) }) }),
      User.countDocuments({ createdAt: trusted({ $gte: new Date(now - 60 * DAY), $lt: new Date(now - 30 * DAY) }) }),
    ]);
    expect(body.data).toEqual({
      totalUsers: total,
      activeUsers: active,
      createdLast30Days: last30,
      createdPrevious30Days: previous30,
    });
    expect(body.data.activeUsers).toBeLessThan(body.data.totalUsers);
    expect(body.data.createdPrevious30Days).toBeGreaterThanOrEqual(1);
    expect(await User.exists({ email: recent.email })).toBeTruthy();
  });
});
