import { marketMetadata, MarketRoute, type MarketParams } from '@/components/market/market-route';

/**
 * /inmuebles/{venta|arriendo}/{ciudad}/{localidad}: the market of a localidad, for buyers and
 * owners weighing prices there.
 */
export const generateMetadata = marketMetadata;

export default function LocalityMarketPage({ params }: { params: MarketParams }) {
  return <MarketRoute params={params} />;
}
