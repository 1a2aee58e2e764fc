import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-surface px-6 text-center">
      <div className="max-w-md">
        <p className="text-sm font-semibold uppercase tracking-widest text-secondary">Error 404</p>
        <h1 className="mt-3 text-3xl font-extrabold text-ink">Página no encontrada</h1>
        <p className="mt-3 text-muted">La página que buscas no existe o fue retirada.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            href="/listing"
            className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
          >
            Ver inmuebles
          </Link>
          <Link
            href="/"
            className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-ink hover:border-primary"
          >
            Ir al inicio
          </Link>
        </div>
      </div>
    </main>
  );
}
