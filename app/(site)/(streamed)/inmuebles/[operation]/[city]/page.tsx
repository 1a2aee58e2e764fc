import { marketMetadata, MarketRoute, type MarketParams } from '@/components/market/market-route';

/** /inmuebles/{venta|arriendo}/{ciudad}: the market of a city (issue 23). */
export const generateMetadata = marketMetadata;

export default function CityMarketPage({ params }: { params: MarketParams }) {
  return <MarketRoute params={params} />;
}
