import Link from 'next/link';

/** An unknown, altered or expired selection link. */
export default function SelectionNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-[#8a4f00]">Error 404</p>
      <h1 className="mt-3 text-3xl font-extrabold text-ink">Este enlace no es válido o ya venció</h1>
      <p className="mt-3 text-muted">
        Las selecciones de inmuebles se pueden ver durante 30 días. Pídele a tu asesor un enlace nuevo o mira los
        inmuebles disponibles.
      </p>
      <Link
        href="/listing"
        className="mt-6 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        Ver inmuebles
      </Link>
    </div>
  );
}
