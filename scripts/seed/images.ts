/**
 * Deterministic demo photos for the seed data: stylised SVG illustrations of
 * Bogotá properties (exteriors, rooms, amenities) and news headers, rendered
 * to WebP with sharp. The scenes live in ./scenes/*.ts; this module only picks
 * a scene for (seedKey, kind, index) and encodes it.
 */
import sharp from 'sharp';

import type { PropertyType } from '../../lib/domain/property';
import { balcony, gym, pool } from './scenes/amenities';
import { bathroom, bedroom, kitchen, livingRoom } from './scenes/interiors';
import { makeRng, shuffled, type Rng } from './scenes/kit';
import { newsScene, newsTheme } from './scenes/news';
import { exteriorFinca, exteriorHouse, exteriorLand } from './scenes/rural';
import { exteriorApartment, exteriorOffice, exteriorShop, exteriorWarehouse } from './scenes/urban';
import { office, shopInterior, warehouseInterior } from './scenes/workspaces';

export type ImageKind = PropertyType;

type Scene = (rng: Rng) => string;

const EXTERIOR: Record<ImageKind, Scene> = {
  apartamento: exteriorApartment,
  casa: exteriorHouse,
  oficina: exteriorOffice,
  local: exteriorShop,
  terreno: exteriorLand,
  finca: exteriorFinca,
  bodega: exteriorWarehouse,
};

const amenity: Scene = (rng) => (rng.chance(0.55) ? pool(rng) : gym(rng));
const cityBalcony: Scene = (rng) => balcony(rng, false);
const terrace: Scene = (rng) => balcony(rng, true);
const outdoorPool: Scene = (rng) => pool(rng, true);

/**
 * Views for index >= 1. The first entry is always shown first (index 1);
 * the rest are shuffled per property so listings don't all look alike.
 */
const VIEWS: Record<ImageKind, readonly Scene[]> = {
  apartamento: [livingRoom, kitchen, bedroom, bathroom, cityBalcony, amenity],
  casa: [livingRoom, kitchen, bedroom, bathroom, terrace, bedroom],
  finca: [livingRoom, terrace, kitchen, bedroom, bathroom, outdoorPool],
  oficina: [office, office, cityBalcony, bathroom, exteriorOffice],
  local: [shopInterior, shopInterior, bathroom, exteriorShop],
  bodega: [warehouseInterior, warehouseInterior, office, bathroom, exteriorWarehouse],
  terreno: [exteriorLand],
};

const WEBP = { quality: 72, effort: 2 } as const;

/** SVG markup for one property photo (exposed for previews and tests). */
export function propertyImageSvg(seedKey: string, kind: ImageKind, index: number): string {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`image index must be a non-negative integer, got ${index}`);
  const rng = makeRng(`${seedKey}|${kind}|${index}`);
  if (index === 0) return EXTERIOR[kind](rng);
  const [first, ...rest] = VIEWS[kind];
  const order = [first as Scene, ...shuffled(makeRng(`${seedKey}|${kind}|order`), rest)];
  return (order[(index - 1) % order.length] as Scene)(rng);
}

/**
 * Renders the index-th demo photo (0 = facade/exterior, 1.. = interiors or other views) of a
 * property, as WebP bytes, 1200x800. Deterministic: same (seedKey, kind, index) -> same bytes.
 */
export async function renderPropertyImage(seedKey: string, kind: ImageKind, index: number): Promise<Buffer> {
  return sharp(Buffer.from(propertyImageSvg(seedKey, kind, index)))
    .webp(WEBP)
    .toBuffer();
}

/** SVG markup for a news header (exposed for previews and tests). */
export function newsImageSvg(seedKey: string, title: string): string {
  const rng = makeRng(`news|${seedKey}`);
  return newsScene(rng, newsTheme(rng.fork('theme'), title));
}

/** A 1200x675 WebP news header illustration (city skyline / keys / chart themes), deterministic per seedKey. */
export async function renderNewsImage(seedKey: string, title: string): Promise<Buffer> {
  return sharp(Buffer.from(newsImageSvg(seedKey, title)))
    .webp(WEBP)
    .toBuffer();
}
