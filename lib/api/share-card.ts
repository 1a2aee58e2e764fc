import { PUBLIC_CACHE } from './cache-control';

/** The documented answers of a card route. */
export const SHARE_CARD_RESPONSES = {
  200: { description: 'Imagen image/jpeg de 1200×630, menos de 300 KB' },
  404: { description: 'No hay una página pública detrás de esta dirección' },
};

/**
 * A card as image/jpeg. At its current version's address it is kept a year (a new version is a
 * new address); at any other address, briefly, as any public answer.
 */
export function shareCardResponse(card: { jpeg: Uint8Array; version: string }, requested?: string): Response {
  return new Response(card.jpeg as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(card.jpeg.byteLength),
      'Cache-Control': requested === card.version ? 'public, max-age=31536000, immutable' : PUBLIC_CACHE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
