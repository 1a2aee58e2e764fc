// Share cards (og:image, twitter:image; docs/public-site-and-seo.md#share-cards). Pure: the card's
// size, its texts and its addresses, shared by the metadata, the card routes and the tests.

import { formatPrice } from '../format';
import { placeName } from './place-slugs';
import type { Operation } from './property';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** WhatsApp shows no preview for a larger image. */
export const CARD_MAX_BYTES = 300 * 1024;

/** What a property's card says. */
export interface PropertyCardText {
  /** "En venta" / "En arriendo". */
  operation: string;
  /** The price as the site shows it ("$ 450.000.000"), "/ mes" after a rent's. */
  price: string;
  /** The barrio, else the localidad; the city after it. */
  place: string;
  title: string;
}

const OPERATION_BADGES: Record<Operation, string> = { venta: 'En venta', arriendo: 'En arriendo' };

/**
 * Cuts a text to `max` characters at a word boundary when it can, with an ellipsis: a card has
 * room for one line of each text, and a long barrio or title must not push the price off it.
 */
export function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** The font size (px) that fits a text of this length on one line of `width` px, between min and max. */
export function fitFontSize(text: string, width: number, max: number, min: number): number {
  // Geist averages about 0.55 em a character (digits and capitals a little more).
  const size = Math.floor(width / (Math.max(text.length, 1) * 0.58));
  return Math.max(min, Math.min(max, size));
}

export function propertyCardText(property: {
  title: string;
  price: number;
  operation: Operation;
  location: { neighborhood: string; locality: string; city: string };
}): PropertyCardText {
  const { neighborhood, locality } = property.location;
  const city = placeName(property.location.city); // "Bogotá", not "Bogotá, D.C."
  const area = neighborhood.trim() || locality.trim();
  const place = area && city && area !== city ? `${area}, ${city}` : area || city;
  const price = formatPrice(property.price);
  const rent = property.operation === 'arriendo' && property.price > 0;
  return {
    operation: OPERATION_BADGES[property.operation] ?? property.operation,
    price: rent ? `${price} / mes` : price,
    place: fitText(place, 48),
    title: fitText(property.title, 60),
  };
}

/** "AM" for "Ana María Gómez": the agent card's mark when there is no photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]!.toLocaleUpperCase('es-CO')).join('') || '?';
}

/** A short stable hash (FNV-1a, base 36) of the texts a card shows: its address changes when they do. */
export function cardVersion(...parts: Array<string | number | null | undefined>): string {
  let hash = 0x811c9dc5;
  for (const ch of parts.map((p) => String(p ?? '')).join('\u0000')) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The card of a property, keyed by its version: a new version is a new address for the apps that keep cards. */
export function propertyCardPath(id: string, version: number): string {
  return `/property/${encodeURIComponent(id)}/card.jpg?v=${version}`;
}

/** The card beside any page address ("/inmuebles/venta/bogota/chapinero" -> ".../card.jpg?v=…"). */
export function pageCardPath(pagePath: string, version: string): string {
  return `${pagePath.replace(/\/+$/, '')}/card.jpg?v=${encodeURIComponent(version)}`;
}

/** The card routes' answers when there is no public page behind the address. */
export const SHARE_CARD_MESSAGES = {
  propertyNotFound: 'Propiedad no encontrada',
  placeNotFound: 'Página no encontrada',
  agentNotFound: 'Asesor no encontrado',
} as const;

/** A card as an Open Graph / Twitter image entry (pageMetadata's `images`). */
export function cardImage(url: string, alt: string) {
  return { url, alt, width: CARD_WIDTH, height: CARD_HEIGHT, type: 'image/jpeg' };
}
