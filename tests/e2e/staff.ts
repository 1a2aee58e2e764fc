import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import mongoose from 'mongoose';

import { AdminApi, dataOf } from './api-client';
import { E2E_ADMIN, freshIp, uniqueEmail } from './fixtures';

export { workday } from '../support/visit-days';

// Agents for the lead and agenda specs: registered as visitors, then given the agent role in the
// test database (until staff invitations exist), and signed in through next-auth like a browser.

export interface E2eAgent {
  id: string;
  name: string;
  email: string;
  password: string;
}

let connected: Promise<typeof mongoose> | null = null;
const db = () =>
  (connected ??= mongoose.connect(process.env.TEST_MONGODB_URI!, { retryWrites: false })).then((m) => m.connection.db!);

export async function createAgent(request: APIRequestContext, name: string): Promise<E2eAgent> {
  const email = uniqueEmail('asesor');
  const password = 'Clave-Asesor-2026';
  const { user } = await dataOf<{ user: { id: string } }>(
    await request.post('/api/auth/register', {
      headers: { 'x-forwarded-for': freshIp() },
      data: { name, email, password, acceptPrivacy: true },
    }),
    201,
  );
  await (await db()).collection('users').updateOne({ email }, { $set: { role: 'agent' } });
  return { id: user.id, name, email, password };
}

/**
 * Assigns a property to an agent as the admin's property form does (PUT with `agentId`), so every
 * cache of it expires as in use: a write behind the app's back would leave its cached page and
 * API answer naming the old agent.
 */
export async function assignProperty(request: APIRequestContext, propertyId: string, agentId: string): Promise<void> {
  await dataOf(await new AdminApi(request, E2E_ADMIN).put(`/api/properties/${propertyId}`, { data: { agentId } }));
}

/**
 * The WhatsApp of the agent the database has on a property (null: none, or an agent without one),
 * read behind the app's back so a page or API answer from a stale cache cannot agree with itself.
 */
export async function storedAgentWhatsapp(propertyId: string): Promise<string | null> {
  const { ObjectId } = mongoose.Types;
  const database = await db();
  const property = await database.collection('properties').findOne({ _id: new ObjectId(propertyId) });
  if (!property?.agentId) return null;
  const agent = await database.collection('users').findOne({ _id: property.agentId });
  return (agent?.agent as { whatsapp?: string } | undefined)?.whatsapp || null;
}

/** A browser context signed in as the agent (next-auth's Credentials flow, as admin-sign-in.setup.ts). */
export async function agentContext(
  browser: Browser,
  request: APIRequestContext,
  agent: E2eAgent,
): Promise<BrowserContext> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: agent.email, password: agent.password, json: 'true' },
    maxRedirects: 0,
  });
  return browser.newContext({ storageState: await request.storageState() });
}

/** The token of the last visit link e-mailed to `email` (the app logs e-mails without SMTP_URL). */
export async function visitToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const log = await readFile(process.env.TEST_APP_LOG!, 'utf8');
    const blocks = log.split('[mail] Para: ').filter((block) => block.startsWith(`${email}\n`));
    const token = blocks.at(-1)?.match(/\/visita\/([\w-]{43})/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no visit link for ${email} in the app log`);
}
