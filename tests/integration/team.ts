import { trusted } from '@/lib/db';
import { addDays, bogotaDay, weekdayOf } from '@/lib/domain/visits';
import { Property } from '@/models/property';
import { User } from '@/models/user';

import { loginTokens, newUser } from './accounts';
import { createViaApi, token } from './property-data';
import { connectTestDb } from './stack-client';

// Staff for the lead and visit tests: agents (registered, then given the role in the database
// until staff invitations exist) and properties assigned to them.

export interface TestAgent {
  id: string;
  name: string;
  email: string;
  password: string;
  /** A bearer access token (15 minutes: a file's tests take less). */
  token: string;
}

/** A new active agent. */
export async function newAgent(tag = 'asesor'): Promise<TestAgent> {
  const user = await newUser(tag);
  const name = `Asesor ${tag} ${token()}`;
  await connectTestDb();
  await User.updateOne({ _id: user.id }, { $set: { role: 'agent', name } });
  const { accessToken } = await loginTokens(user.email, user.password);
  return { id: user.id, name, email: user.email, password: user.password, token: accessToken };
}

/** Deactivates (or reactivates) agents, as an admin will through the staff screens. */
export async function setActive(ids: string[], active: boolean): Promise<void> {
  await connectTestDb();
  await User.updateMany({ _id: trusted({ $in: ids }) }, { $set: { active } });
}

/** The ids of every active agent now. */
export async function activeAgentIds(): Promise<string[]> {
  await connectTestDb();
  const rows = await User.find({ role: 'agent', active: trusted({ $ne: false }) })
    .select('_id')
    .lean();
  return rows.map((row) => String(row._id));
}

/** A new listed property, assigned to `agentId` when given. */
export async function newProperty(agentId?: string, extra: Record<string, unknown> = {}) {
  const property = await createViaApi({
    title: `Apartamento de visitas ${token()}`,
    type: 'apartamento',
    operation: 'venta',
    status: 'disponible',
    price: 420_000_000,
    ...extra,
  });
  if (agentId) {
    await connectTestDb();
    await Property.updateOne({ _id: property._id }, { $set: { agentId } });
  }
  return property;
}

/** A Bogotá weekday (Monday to Friday, office hours 7:00 to 16:00) at least `after` days ahead. */
export function workday(after = 2): string {
  let day = addDays(bogotaDay(new Date()), after);
  while (['sat', 'sun'].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

/** The next Sunday at least `after` days ahead (the office is closed). */
export function sunday(after = 1): string {
  let day = addDays(bogotaDay(new Date()), after);
  while (weekdayOf(day) !== 'sun') day = addDays(day, 1);
  return day;
}
