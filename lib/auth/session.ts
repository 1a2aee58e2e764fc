import 'server-only';

import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';

import { isStaffRole, type PublicUser } from '../domain/users';
import { findSessionUser } from '../services/users';
import { AGENT_HOME } from './admin-pages';
import { authOptions } from './next-auth';

/**
 * The signed-in user for server components, checked against the database (role, active); once
 * per request however many components ask.
 */
export const currentUser = cache(async (): Promise<PublicUser | null> => {
  await connection(); // per request: never prerendered with a build-time session
  const session = await getServerSession(await authOptions());
  if (!session?.user?.id) return null;
  return findSessionUser(session.user.id, session.issuedAtMs);
});

/** The staff member behind an /admin page; anyone else goes to /login. */
export async function requireStaff(): Promise<PublicUser> {
  const user = await currentUser();
  if (!user || !isStaffRole(user.role)) redirect('/login?callbackUrl=/admin');
  return user;
}

/** For the pages only admins may open: an agent goes to their own properties. */
export async function requireAdmin(): Promise<PublicUser> {
  const user = await requireStaff();
  if (user.role !== 'admin') redirect(AGENT_HOME);
  return user;
}
