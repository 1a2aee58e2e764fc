import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: { default: 'Panel', template: '%s | Panel · Inmobiliaria Bogotá' }, robots: { index: false, follow: false } };

// Per-request: it reads the session cookie (and the build has no secrets to prerender with).
export const dynamic = 'force-dynamic';

// proxy.ts already sent anonymous and non-admin visitors to /login; this re-checks against the
// database (a demoted or deactivated admin with a live cookie is turned away too).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (user?.role !== 'admin') redirect('/login?callbackUrl=/admin');
  return <AdminShell user={user}>{children}</AdminShell>;
}
