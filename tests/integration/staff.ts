import { adminToken, loginTokens, resetLinkFor, uniqueEmail } from './accounts';
import { call, post } from './stack-client';

// The agency's staff in the test stack: the seed's demo agents (scripts/seed/data/agents.ts,
// password DEMO_AGENT_PASSWORD of scripts/lib/stack.mjs) and agents a test invites itself.

export const AGENT_PASSWORD = 'Test-Asesor-2026!';
/** Two seeded agents with listings: "the agent" and "another agent" of the permission tests. */
export const LAURA = {
  email: 'laura.gomez@inmobiliariabogota.co',
  password: AGENT_PASSWORD,
  slug: 'laura-gomez-restrepo',
};
export const ANDRES = {
  email: 'andres.rojas@inmobiliariabogota.co',
  password: AGENT_PASSWORD,
  slug: 'andres-felipe-rojas',
};
/** The seeded agent without WhatsApp: inquiries of their listings go to the agency's number. */
export const JUAN = {
  email: 'juan.moreno@inmobiliariabogota.co',
  password: AGENT_PASSWORD,
  slug: 'juan-sebastian-moreno',
};

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** A bearer access token of a staff member (or any account). */
export async function tokenOf(account: { email: string; password: string }): Promise<string> {
  return (await loginTokens(account.email, account.password)).accessToken;
}

/** The id of the account behind a token. */
export async function idOf(token: string): Promise<string> {
  return (await call('GET', '/api/auth/me', { token })).body.data.user.id as string;
}

/** The token of the set-password link in the app log's last e-mail to `email`. */
export async function linkTokenFor(email: string): Promise<string> {
  return (await resetLinkFor(email)).split('/reset-password/')[1];
}

/**
 * A new staff member, through the real flow: the admin invites them (POST /api/users), the
 * e-mail's link sets their password. The stack has no SMTP_URL, so the e-mail is in its log.
 */
export async function invite(
  role: 'agent' | 'admin',
  tag: string = role,
  name = 'Camila Torres Ruiz',
): Promise<StaffMember> {
  const email = uniqueEmail(tag);
  const invited = await call('POST', '/api/users', { token: await adminToken(), body: { name, email, role } });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const password = 'Clave-Equipo-2026';
  const set = await post('/api/auth/reset-password', { token: await linkTokenFor(email), password });
  if (set.status !== 200) throw new Error(`set password failed: ${set.status} ${JSON.stringify(set.body)}`);
  return { id: invited.body.data.id as string, name, email, password };
}

/** A draft property created by `token`'s owner (an agent's is theirs). */
export async function draftOf(token: string, title = `Borrador del asesor ${Date.now()}`) {
  const response = await call('POST', '/api/properties', {
    token,
    body: { title, type: 'apartamento', operation: 'venta', price: 420_000_000, status: 'borrador' },
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { _id: string; agentId: string | null; title: string };
}
