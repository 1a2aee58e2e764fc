import { marketMetadata, MarketRoute, type MarketParams } from '@/components/market/market-route';

/** /inmuebles/{venta|arriendo}/{ciudad}: the market of a city, for buyers and owners weighing prices there. */
export const generateMetadata = marketMetadata;

export default function CityMarketPage({ params }: { params: MarketParams }) {
  return <MarketRoute params={params} />;
}
