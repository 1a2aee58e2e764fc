import type { Metadata } from 'next';
import { Suspense } from 'react';

import { AdminShell } from '@/components/admin/admin-shell';
import { requireStaff } from '@/lib/auth/session';

import AdminLoading from './loading';

export const metadata: Metadata = {
  title: { default: 'Panel', template: '%s | Panel · Inmobiliaria Bogotá' },
  robots: { index: false, follow: false },
};

// proxy.ts already sent anonymous visitors and regular accounts to /login; this re-checks against
// the database (a demoted or deactivated staff member with a live cookie is turned away too).
// Pages only admins may open check that themselves (requireAdmin).
async function AdminGate({ children }: { children: React.ReactNode }) {
  const user = await requireStaff();
  return <AdminShell user={user}>{children}</AdminShell>;
}

// Per request (it reads the session cookie), streamed behind the "Verificando autenticación..." state.
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<AdminLoading />}>
      <AdminGate>{children}</AdminGate>
    </Suspense>
  );
}
