import Link from 'next/link';

import { ListingMap } from '@/components/listing/listing-map';
import { PropertyCard } from '@/components/property/property-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { marketPagePath, placeName } from '@/lib/domain/place-slugs';
import { siteOrigin } from '@/lib/env';
import { formatNumber } from '@/lib/format';
import { listingHref } from '@/lib/listing-url';
import type { MapsProvider } from '@/lib/maps/tiles';
import { marketJsonLd } from '@/lib/seo/market-jsonld';
import type { MarketPageData } from '@/lib/services/market';

import { MarketFiguresView } from './market-figures';
import { PriceChart } from './price-chart';

const WORD = { venta: 'venta', arriendo: 'arriendo' } as const;

/** "Inmuebles en arriendo en Chapinero, Bogotá" (or "… en Bogotá" for the whole city). */
export function marketTitle({ operation, city, locality }: Pick<MarketPageData, 'operation' | 'city' | 'locality'>) {
  const place = locality ? `${locality.name}, ${placeName(city.name)}` : placeName(city.name);
  return `Inmuebles en ${WORD[operation]} en ${place}`;
}

/** A localidad (or city) page: figures, chart, first listings, the map and the other localidades. */
export function MarketPage({ data, provider }: { data: MarketPageData; provider: MapsProvider }) {
  const { operation, city, locality, figures, listings, others } = data;
  const cityName = placeName(city.name);
  const path = marketPagePath(operation, city.name, locality?.name);
  const filters = { operation, city: city.code, ...(locality && { neighborhood: locality.code }) };
  const crumbs = [
    { label: 'Inicio', href: '/' },
    { label: 'Inmuebles', href: '/listing' },
    ...(locality ? [{ label: cityName, href: marketPagePath(operation, city.name) }] : []),
    { label: locality?.name ?? cityName },
  ];
  const origin = siteOrigin();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 md:px-6">
      <JsonLd
        data={marketJsonLd(
          { name: locality?.name ?? cityName, city: cityName, region: city.departmentName, url: `${origin}${path}` },
          listings,
          origin,
        )}
      />
      <div>
        <Breadcrumb items={crumbs} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink">{marketTitle(data)}</h1>
        <p className="mt-2 text-muted">
          {figures.count === 0
            ? `Por ahora no tenemos inmuebles en ${WORD[operation]} aquí.`
            : `${formatNumber(figures.count)} ${figures.count === 1 ? 'inmueble publicado' : 'inmuebles publicados'} y sus precios por m², de nuestro catálogo.`}{' '}
          <Link href="/vender" className="font-semibold text-primary hover:underline">
            ¿Cuánto vale tu inmueble?
          </Link>
        </p>
      </div>
      <section aria-labelledby="cifras" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <h2 id="cifras" className="sr-only">
          Cifras del mercado
        </h2>
        <MarketFiguresView figures={figures} operation={operation} />
        <PriceChart values={data.pricesPerM2} title="Cómo se reparte el precio por m²" />
      </section>
      {listings.length > 0 && (
        <section aria-labelledby="inmuebles" className="below-fold">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="inmuebles" className="text-2xl font-bold text-ink">
              Inmuebles en {WORD[operation]}
            </h2>
            <Link href={listingHref(filters)} className="font-semibold text-primary hover:underline">
              Ver {figures.count > listings.length ? `los ${formatNumber(figures.count)}` : 'todos'} en el buscador
            </Link>
          </div>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((card) => (
              <li key={card.id}>
                <PropertyCard property={card} />
              </li>
            ))}
          </ul>
          <div className="mt-6 h-[360px] md:h-[440px]">
            <ListingMap params={filters} total={figures.count} provider={provider} />
          </div>
        </section>
      )}
      {others.length > 0 && (
        <nav aria-labelledby="otras">
          <h2 id="otras" className="text-2xl font-bold text-ink">
            {locality ? `Otras localidades de ${cityName}` : `Localidades de ${cityName}`}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {others.map((place) => (
              <li key={place.localityCode}>
                <Link
                  href={marketPagePath(operation, city.name, place.locality)}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink hover:border-primary hover:text-primary"
                >
                  {place.locality} <span className="text-muted">({formatNumber(place.count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
