import { trusted } from '@/lib/db';
import { moveCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import { Property } from '@/models/property';
import { User } from '@/models/user';

import { loginTokens, newUser } from './accounts';
import { createViaApi, token } from './property-data';
import { connectTestDb } from './stack-client';

export { sunday, workday } from '../support/visit-days';

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
    await moveCatalogueEpoch(); // written behind the app's back: its catalogue in memory reloads
  }
  return property;
}
