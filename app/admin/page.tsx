import type { Metadata } from 'next';
import Link from 'next/link';
import { ADMIN_NAV } from '@/components/admin/nav';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Panel principal' };

export default async function AdminHomePage() {
  const user = await currentUser();
  return (
    <section>
      <h1 className="text-2xl font-bold text-ink">Panel principal</h1>
      <p className="mt-1 text-muted">Hola, {user?.name}. Desde aquí administras el sitio.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {ADMIN_NAV.filter((item) => item.href !== '/admin').map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="block rounded-xl border border-slate-200 bg-white p-5 font-semibold text-primary shadow-sm hover:border-primary">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
