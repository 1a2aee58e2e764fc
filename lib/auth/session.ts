import 'server-only';

import { getServerSession } from 'next-auth';
import { connection } from 'next/server';

import type { PublicUser } from '../domain/users';
import { findSessionUser } from '../services/users';
import { authOptions } from './next-auth';

/** The signed-in user for server components, checked against the database (role, active). */
export async function currentUser(): Promise<PublicUser | null> {
  await connection(); // per request: never prerendered with a build-time session
  const session = await getServerSession(await authOptions());
  if (!session?.user?.id) return null;
  return findSessionUser(session.user.id, session.issuedAtMs);
}
