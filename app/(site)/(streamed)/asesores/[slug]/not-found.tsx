import Link from 'next/link';

/** An unknown or inactive agent's page. */
export default function AgentNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-[#8a4f00]">Error 404</p>
      <h1 className="mt-3 text-3xl font-extrabold text-ink">Asesor no encontrado</h1>
      <p className="mt-3 text-muted">El asesor que buscas no existe o ya no hace parte del equipo.</p>
      <Link
        href="/asesores"
        className="mt-6 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        Ver todos los asesores
      </Link>
    </div>
  );
}
