import { formatNumber } from '@/lib/format';

export interface FeedSummary {
  url: string;
  count: number;
}

/** Settings > Integraciones: where the portals read the agency's listings, and how many there are. */
export function FeedPanel({ feed }: { feed: FeedSummary }) {
  return (
    <div className="mt-4 rounded-xl border border-slate-200 p-4" data-testid="feed-panel">
      <p className="text-sm font-semibold text-ink">Feed para portales (formato Trovit)</p>
      <p className="mt-1 break-all text-sm">
        <a href={feed.url} className="font-mono text-primary hover:underline" target="_blank" rel="noreferrer">
          {feed.url}
        </a>
      </p>
      <p className="mt-1 text-sm text-ink" data-testid="feed-count">
        {formatNumber(feed.count)} {feed.count === 1 ? 'inmueble' : 'inmuebles'} en el feed
      </p>
      <p className="mt-2 text-xs text-muted">
        Entrega esta dirección a Trovit, Mitula, Nestoria u otro agregador que lea este formato. Incluye los inmuebles
        publicados con «Publicar en portales» marcado (en el formulario de cada inmueble).
      </p>
    </div>
  );
}
