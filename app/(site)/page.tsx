import Link from 'next/link';
import { connection } from 'next/server';
import { getSettings } from '@/lib/services/settings';

export default async function HomePage() {
  await connection();
  const { general } = await getSettings();
  return (
    <section className="bg-gradient-to-br from-primary to-primary-dark text-white">
      <div className="mx-auto max-w-7xl px-6 py-20 md:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-secondary">
          {general.experienceYears} años en el mercado inmobiliario de Bogotá
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold leading-tight md:text-5xl">
          Encuentra tu próximo hogar en Bogotá y la Sabana
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85">{general.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/listing" className="rounded-full bg-secondary px-6 py-3 font-semibold text-ink hover:brightness-95">
            Buscar Propiedades
          </Link>
          <Link href="/listing?operation=arriendo" className="rounded-full border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">
            Ver arriendos
          </Link>
        </div>
      </div>
    </section>
  );
}
