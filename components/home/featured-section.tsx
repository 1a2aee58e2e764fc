import Link from 'next/link';
import { connection } from 'next/server';
import { Suspense } from 'react';

import { PropertyCard } from '@/components/property/property-card';
import { FEATURED_AUTOPLAY_MS, FEATURED_LIMIT, featuredHasControls } from '@/lib/featured';
import { listFeaturedCards } from '@/lib/services/properties';

import { Carousel } from './carousel';
import { ReloadButton } from './reload-button';
import { SectionHeading } from './section-heading';

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-muted">
      {children}
    </div>
  );
}

async function FeaturedCarousel() {
  await connection();
  let cards;
  try {
    cards = await listFeaturedCards(FEATURED_LIMIT);
  } catch (error) {
    console.error('Featured properties unavailable:', error instanceof Error ? error.message : error);
    return (
      <Notice>
        <p role="alert" data-degraded="true" className="font-semibold text-ink">
          Error al cargar las propiedades destacadas
        </p>
        <div className="mt-4">
          <ReloadButton />
        </div>
      </Notice>
    );
  }
  if (cards.length === 0) {
    return (
      <Notice>
        <p>No hay propiedades destacadas disponibles en este momento.</p>
      </Notice>
    );
  }
  const controls = featuredHasControls(cards.length);
  return (
    <div className="mt-10">
      <Carousel
        label="Inmuebles destacados"
        testId="featured-carousel"
        controls={controls}
        options={{
          perView: { 0: 1, 640: 2, 1024: 3 },
          gap: 24,
          group: true,
          loop: controls,
          autoplayMs: controls ? FEATURED_AUTOPLAY_MS : undefined,
        }}
      >
        {cards.map((card, index) => (
          <div key={card.id} className="h-full [&>article]:h-full">
            <PropertyCard property={card} eager={index < 3} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}

/** 'Inmuebles Destacados' (docs/product-rules.md#home): server-rendered cards in a small client carousel. */
export function FeaturedSection() {
  return (
    <section id="featured-properties" aria-labelledby="featured-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          id="featured-title"
          eyebrow="Selección del mes"
          title="Inmuebles Destacados"
          intro="Apartamentos, casas y espacios comerciales elegidos por nuestros asesores."
        />
        <Suspense
          fallback={
            <Notice>
              <p role="status">Cargando propiedades destacadas...</p>
            </Notice>
          }
        >
          <FeaturedCarousel />
        </Suspense>
        <div className="mt-8 text-center">
          <Link
            href="/listing"
            className="inline-block rounded-full bg-primary px-7 py-3.5 font-semibold text-white hover:bg-primary-dark"
          >
            Ver Todos los Inmuebles
          </Link>
        </div>
      </div>
    </section>
  );
}
