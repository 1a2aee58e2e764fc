'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';

const HERO_FALLBACK_MS = 500;

/** Smooth scroll to a home section (instant when the visitor asked for reduced motion). */
function scrollToSection(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(null, '', `#${id}`);
}

/**
 * The hero (docs/product-rules.md#home): 'Buscar Propiedades' and 'Ver Destacados' scroll smoothly to their sections;
 * the photo fades in once it has loaded or after 500 ms, whichever comes first.
 */
export function Hero() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), HERO_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <section
      aria-labelledby="hero-title"
      data-loaded={loaded}
      className="relative isolate overflow-hidden bg-primary-dark text-white"
    >
      <Image
        src="/images/hero-bogota.webp"
        alt=""
        fill
        preload
        sizes="100vw"
        onLoad={() => setLoaded(true)}
        className={`-z-10 object-cover object-[center_40%] transition duration-1000 motion-reduce:transition-none ${
          loaded ? 'scale-100 opacity-100' : 'scale-105 opacity-0'
        }`}
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-dark/95 via-primary-dark/80 to-primary-dark/30"
      />
      <div className="mx-auto max-w-7xl px-6 py-20 md:py-32">
        <p className="text-sm font-semibold uppercase tracking-widest text-secondary">
          Inmobiliaria en Bogotá y la Sabana
        </p>
        <h1 id="hero-title" className="mt-4 max-w-3xl text-4xl font-extrabold leading-tight md:text-6xl">
          Encuentra el inmueble ideal para tu próxima etapa
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90">
          Más de 1 millón de propiedades consultadas: apartamentos, casas, oficinas y locales en venta y arriendo, con
          asesoría de principio a fin.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#search-filter"
            onClick={(event) => scrollToSection(event, 'search-filter')}
            className="rounded-full bg-secondary px-7 py-3.5 font-semibold text-ink shadow-lg shadow-black/20 hover:brightness-95"
          >
            Buscar Propiedades
          </a>
          <a
            href="#featured-properties"
            onClick={(event) => scrollToSection(event, 'featured-properties')}
            className="rounded-full border-2 border-white/70 px-7 py-3.5 font-semibold text-white hover:bg-white/10"
          >
            Ver Destacados
          </a>
        </div>
      </div>
    </section>
  );
}
