import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { NotFoundError } from '../../domain/errors';
import { marketPagePath, placeName } from '../../domain/place-slugs';
import { OPERATIONS, type Operation } from '../../domain/property';
import {
  cardVersion,
  fitFontSize,
  fitText,
  pageCardPath,
  propertyCardText,
  SHARE_CARD_MESSAGES,
} from '../../domain/share-card';
import { formatNumber, formatPrice } from '../../format';
import { propertyIdSchema } from '../../validation/properties';
import { getMarketFigures, resolveMarketPlace } from '../market';
import { getPublicProperty } from '../properties';
import { getSettings } from '../settings';
import { getPublicAgent } from '../users';
import { readPhoto } from './photo';
import { renderAgentCard, renderFigureCard, renderPropertyCard, type Brand } from './render';

// The generated share cards (docs/public-site-and-seo.md#share-cards). Each is kept by 'use cache'
// under the tags of what it shows, so the write that changes a listing, a place's figures, an
// agent or the brand expires its card with the page; its address also carries a version
// (lib/domain/share-card.ts), so the apps that keep a card by URL fetch the new one.

export interface ShareCard {
  jpeg: Uint8Array;
  /** The version the card's current address carries (`?v=`). */
  version: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

async function brand(): Promise<Brand> {
  const { general, appearance } = await getSettings();
  return {
    siteName: general.siteName,
    primary: HEX.test(appearance.primaryColor) ? appearance.primaryColor : '#00317d',
    secondary: HEX.test(appearance.secondaryColor) ? appearance.secondaryColor : '#ff9e00',
  };
}

/** A public property's card (its photo, or the brand's background), or a 404 for any other. */
export async function propertyShareCard(id: string): Promise<ShareCard> {
  const parsed = propertyIdSchema.safeParse(id);
  const card = parsed.success ? await cachedPropertyCard(parsed.data) : null;
  if (!card) throw new NotFoundError(SHARE_CARD_MESSAGES.propertyNotFound);
  return card;
}

async function cachedPropertyCard(id: string): Promise<ShareCard | null> {
  'use cache';
  cacheLife('max');
  cacheTag(TAGS.settings);
  const property = await getPublicProperty(id);
  if (!property) {
    cacheTag(TAGS.properties); // a draft published later shows up
    return null;
  }
  cacheTag(TAGS.property(property._id));
  const main = property.images.find((image) => image.isMain) ?? property.images[0];
  const [photo, colours] = await Promise.all([main ? readPhoto(main.url) : null, brand()]);
  const text = propertyCardText(property);
  const jpeg = await renderPropertyCard({
    brand: colours,
    photo,
    ...text,
    priceSize: fitFontSize(text.price, 1080, 96, 56),
  });
  return { jpeg: new Uint8Array(jpeg), version: String(property.version) };
}

/** What a localidad's (or city's) card says: the median price per m² of its listings. */
async function marketCardText(operation: Operation, citySlug: string, localitySlug?: string) {
  const place = await resolveMarketPlace(citySlug, localitySlug);
  if (!place) return null;
  // The market page's own query (lib/services/market/page.ts): the same cached figures.
  const figures = await getMarketFigures({ operation, city: place.city.code, neighborhood: place.locality?.code });
  const city = placeName(place.city.name);
  const perM2 = figures.pricePerM2.median;
  const count = `${formatNumber(figures.count)} ${figures.count === 1 ? 'inmueble publicado' : 'inmuebles publicados'}`;
  return {
    path: marketPagePath(operation, place.city.name, place.locality?.name),
    place: fitText(place.locality ? `${place.locality.name}, ${city}` : city, 40),
    label: operation === 'arriendo' ? 'Canon mediano por m²' : 'Precio mediano por m²',
    figure: perM2 ? `${formatPrice(perM2)} / m²` : 'Sin datos aún',
    note: `${operation === 'arriendo' ? 'En arriendo' : 'En venta'} · ${count}`,
  };
}

/** The address of a market page's card, with the version of its figures; null for an unknown place. */
export async function marketCardPath(operation: string, citySlug: string, localitySlug?: string) {
  if (!(OPERATIONS as readonly string[]).includes(operation)) return null;
  const text = await marketCardText(operation as Operation, citySlug, localitySlug);
  return text && pageCardPath(text.path, cardVersion(text.place, text.figure, text.note));
}

/** A path segment as the page reads it ("bogot%C3%A1" -> "bogotá"); null when it is not valid escaping. */
function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A localidad's (or city's) card from its address' segments: its median price per m²; a 404 for an unknown place. */
export async function marketShareCard(operation: string, citySegment: string, localitySegment?: string) {
  const city = decode(citySegment);
  const locality = localitySegment === undefined ? undefined : decode(localitySegment);
  const card =
    (OPERATIONS as readonly string[]).includes(operation) && city !== null && locality !== null
      ? await cachedMarketCard(operation as Operation, city, locality)
      : null;
  if (!card) throw new NotFoundError(SHARE_CARD_MESSAGES.placeNotFound);
  return card;
}

async function cachedMarketCard(operation: Operation, citySlug: string, localitySlug?: string) {
  'use cache';
  cacheLife('max');
  cacheTag(TAGS.properties, TAGS.locations, TAGS.settings);
  const text = await marketCardText(operation, citySlug, localitySlug);
  if (!text) return null;
  const jpeg = await renderFigureCard({
    brand: await brand(),
    ...text,
    figureSize: fitFontSize(text.figure, 1080, 92, 56),
  });
  return { jpeg: new Uint8Array(jpeg), version: cardVersion(text.place, text.figure, text.note) };
}

const agentVersion = (agent: { name: string; photo: string; specializations: string[] }) =>
  cardVersion(agent.name, agent.photo, ...agent.specializations);

/** The address of an agent page's card. */
export const agentCardPath = (agent: { slug: string; name: string; photo: string; specializations: string[] }) =>
  pageCardPath(`/asesores/${agent.slug}`, agentVersion(agent));

/** An active agent's card: their photo (or initials) and name; a 404 for any other address. */
export async function agentShareCard(slug: string): Promise<ShareCard> {
  const card = await cachedAgentCard(slug);
  if (!card) throw new NotFoundError(SHARE_CARD_MESSAGES.agentNotFound);
  return card;
}

async function cachedAgentCard(slug: string): Promise<ShareCard | null> {
  'use cache';
  cacheLife('max');
  cacheTag(TAGS.agents, TAGS.settings);
  const agent = await getPublicAgent(slug);
  if (!agent) return null;
  cacheTag(TAGS.agent(agent.id));
  const [photo, colours] = await Promise.all([readPhoto(agent.photo), brand()]);
  const name = fitText(agent.name, 36);
  const jpeg = await renderAgentCard({
    brand: colours,
    name,
    nameSize: fitFontSize(name, 640, 72, 44),
    // Their specialities, in their own words (and no "asesor/asesora" to guess).
    role: fitText(agent.specializations.join(' · ') || 'Asesoría inmobiliaria', 44),
    photo,
  });
  return { jpeg: new Uint8Array(jpeg), version: agentVersion(agent) };
}
