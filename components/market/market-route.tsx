import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { marketPagePath } from '@/lib/domain/place-slugs';
import { formatNumber, formatPrice } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { getMarketPage } from '@/lib/services/market';
import { getSettings } from '@/lib/services/settings';

import { MarketPage, marketTitle } from './market-page';

export type MarketParams = Promise<{ operation: string; city: string; locality?: string }>;

async function load(params: MarketParams) {
  await connection(); // the build has no database: read per request, from the cache
  const { operation, city, locality } = await params;
  return getMarketPage(operation, decodeURIComponent(city), locality && decodeURIComponent(locality));
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
  const metadata = pageMetadata({
    title,
    description,
    path: marketPagePath(data.operation, data.city.name, data.locality?.name),
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
