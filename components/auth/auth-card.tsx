import Link from 'next/link';

/** The frame of /login, /register and the password pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface px-4 py-10">
      <Link href="/" className="mb-6 flex items-center gap-2 text-lg font-extrabold tracking-tight text-primary">
        <span aria-hidden className="grid size-10 place-items-center rounded-lg bg-primary text-white">
          IB
        </span>
        Inmobiliaria Bogotá
      </Link>
      <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </section>
      <Link href="/" className="mt-6 text-sm font-medium text-primary hover:underline">
        ← Volver al sitio
      </Link>
    </main>
  );
}
