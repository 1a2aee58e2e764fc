import Link from 'next/link';

/** An unknown, malformed or unpublished news item. */
export default function NewsNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-[#8a4f00]">Error 404</p>
      <h1 className="mt-3 text-3xl font-extrabold text-ink">Noticia no encontrada</h1>
      <p className="mt-3 text-muted">La noticia que buscas no existe o ya no está publicada.</p>
      <Link
        href="/news"
        className="mt-6 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        Ver todas las noticias
      </Link>
    </div>
  );
}
