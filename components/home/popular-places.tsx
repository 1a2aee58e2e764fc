import Link from 'next/link';
import { connection } from 'next/server';
import { Suspense } from 'react';

import { popularPlaceLinks } from '@/lib/domain/popular-places';
import { formatNumber } from '@/lib/format';
import { listMarketPlaces } from '@/lib/services/market';

import { SectionHeading } from './section-heading';

/** How many localidades the home page links to. */
const HOME_PLACES = 8;

async function PlaceLinks() {
  await connection();
  let places;
  try {
    places = await listMarketPlaces();
  } catch (error) {
    // The rest of the home page stands without it; data-degraded keeps this page out of the page cache.
    console.error('Popular localidades unavailable:', error instanceof Error ? error.message : error);
    return (
      <p data-degraded="true" className="mt-8 text-muted">
        Consulta los precios de{' '}
        <Link href="/inmuebles/venta/bogota" className="font-semibold text-primary hover:underline">
          inmuebles en venta en Bogotá
        </Link>
        .
      </p>
    );
  }
  const links = popularPlaceLinks(places, HOME_PLACES);
  if (links.length === 0) return null;
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="popular-places">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 font-semibold text-ink shadow-sm hover:border-primary hover:text-primary"
          >
            <span>{link.label}</span>
            <span className="text-sm font-normal text-muted">
              {formatNumber(link.count)} {link.count === 1 ? 'inmueble' : 'inmuebles'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Home: the localidades with most listings, each a link to its prices page. */
export function PopularPlaces() {
  return (
    <section aria-labelledby="popular-places-title" className="below-fold bg-surface py-16">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          id="popular-places-title"
          eyebrow="Precios por localidad"
          title="Localidades populares"
          intro="El precio por m² y los inmuebles de cada localidad, con las cifras de nuestro catálogo."
        />
        <Suspense fallback={<div className="mt-8 h-32" />}>
          <PlaceLinks />
        </Suspense>
      </div>
    </section>
  );
}
