import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { marketPagePath, placeName } from '@/lib/domain/place-slugs';
import { cardImage } from '@/lib/domain/share-card';
import { formatNumber, formatPrice } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { getMarketPage } from '@/lib/services/market';
import { getSettings } from '@/lib/services/settings';
import { marketCardPath } from '@/lib/services/share-cards';

import { MarketPage, marketTitle } from './market-page';

export type MarketParams = Promise<{ operation: string; city: string; locality?: string }>;

async function slugs(params: MarketParams) {
  const { operation, city, locality } = await params;
  return [operation, decodeURIComponent(city), locality && decodeURIComponent(locality)] as const;
}

async function load(params: MarketParams) {
  await connection(); // the build has no database: read per request, from the cache
  return getMarketPage(...(await slugs(params)));
}

/** Title, description and canonical; `noindex` for a known place with no listing. */
export async function marketMetadata({ params }: { params: MarketParams }): Promise<Metadata> {
  const data = await load(params);
  if (!data) return { title: 'Página no encontrada', robots: { index: false } };
  const title = marketTitle(data);
  const { figures } = data;
  const perM2 = figures.pricePerM2.median;
  const description =
    figures.count === 0
      ? `${title}: por ahora no hay inmuebles publicados.`
      : `${formatNumber(figures.count)} inmuebles publicados${perM2 ? `, precio mediano por m² ${formatPrice(perM2)}` : ''}. Precios, mapa e inmuebles de nuestro catálogo.`;
  const card = await marketCardPath(...(await slugs(params)));
  const place = data.locality ? `${data.locality.name}, ${placeName(data.city.name)}` : placeName(data.city.name);
  const metadata = pageMetadata({
    title,
    description,
    path: marketPagePath(data.operation, data.city.name, data.locality?.name),
    // Its card (…/card.jpg): the median price per m², versioned by the figures it shows.
    ...(card && { images: [cardImage(card, `Precio mediano por m² en ${place}`)] }),
  });
  return figures.count === 0 ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** The page of /inmuebles/{operation}/{city}[/{locality}]; an unknown place is a 404. */
export async function MarketRoute({ params }: { params: MarketParams }) {
  const data = await load(params);
  if (!data) notFound();
  const { integrations } = await getSettings();
  return <MarketPage data={data} provider={integrations.mapsProvider} />;
}
