import { describe, expect, it } from 'vitest';

import { json, page } from './visitor-reads';

// /listing with each single filter in its URL renders, in the server's HTML, what GET
// /api/properties answers for the same query: its count, as many cards, the same first card.
// Data the same at every width and before any script runs, so read over HTTP rather than in a
// browser (tests/e2e/listing-filters.spec.ts keeps what needs one: the filter panel, the views,
// pagination, accessibility).

const SINGLE_FILTERS = [
  'search=chapinero',
  'operation=arriendo',
  'type=apartamento,casa',
  'city=11001',
  'city=11001&neighborhood=1100102',
  'minPrice=600000000',
  'maxPrice=400000000',
  'bedrooms=4',
  'bathrooms=3',
  'featured=true',
  'estrato=4',
  'parking=2',
  'petsAllowed=true',
  'gatedCommunity=true',
  'maxAdminFee=400000',
];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]);
const countText = (total: number) =>
  total === 1 ? '1 inmueble encontrado' : `${total.toLocaleString('de-DE')} inmuebles encontrados`;

/** The count, the cards and the first card's title /listing?query renders. */
function rendered(html: string) {
  const results = html.slice(html.indexOf('data-testid="listing-results"'));
  const cards = results.match(/<article[\s>][\s\S]*?<\/article>/g) ?? [];
  return {
    count: text(/data-testid="result-count"[^>]*>([\s\S]*?)<\/[a-z0-9]+>/.exec(html)?.[1] ?? ''),
    cards: cards.length,
    firstTitle: cards[0] ? text(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(cards[0])?.[1] ?? '') : null,
    empty: html.includes('No se encontraron propiedades'),
  };
}

describe('/listing with a single filter', () => {
  it.each(SINGLE_FILTERS)('/listing?%s shows what the API answers for it', async (query) => {
    const [{ status, html }, api] = await Promise.all([
      page(`/listing?${query}`),
      json(`/api/properties?${query}&limit=12`) as Promise<{
        data: Array<{ title: string }>;
        pagination: { total: number };
      }>,
    ]);
    expect(status).toBe(200);
    const shown = rendered(html);
    expect(shown.count).toBe(countText(api.pagination.total));
    if (api.data.length === 0) {
      expect(shown).toMatchObject({ cards: 0, empty: true });
      return;
    }
    expect(shown.cards).toBe(api.data.length);
    expect(shown.firstTitle).toBe(api.data[0].title);
  });
});
