import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { NotFoundError } from '../../domain/errors';
import type { FichaView } from '../../domain/ficha';
import { PROPERTY_MESSAGES } from '../../domain/property';
import { absoluteUrl } from '../../seo/site';
import { getAdminProperty, getPublicProperty, toPublicProperty } from '../properties';
import { getSettings } from '../settings';
import { drawFicha, PHOTO_BOXES } from './pdf';
import { fichaPhoto } from './photos';
import { fichaFileName, fichaView } from './view';

/** The ceiling for the file (docs/ficha.md#size). */
export const FICHA_MAX_BYTES = 500 * 1024;

/** Photo pixels per point and JPEG quality: the first that keeps the page under FICHA_MAX_BYTES wins. */
const RENDITIONS = [
  { scale: 2.6, quality: 74 },
  { scale: 2, quality: 64 },
  { scale: 1.4, quality: 55 },
] as const;

export interface Ficha {
  bytes: Uint8Array;
  fileName: string;
}

/** Who asks: staff may print any listing in their scope (an agent: their own), anyone else only public ones. */
export interface FichaViewer {
  staff: boolean;
  /** An agent's own id (their scope); undefined for an admin. */
  agentId?: string;
}

async function render(view: FichaView): Promise<{ bytes: Uint8Array; transient: boolean }> {
  let last: { bytes: Uint8Array; transient: boolean } | undefined;
  for (const { scale, quality } of RENDITIONS) {
    const photos = await Promise.all(
      view.photos.map((url, i) =>
        fichaPhoto(url, Math.round(PHOTO_BOXES[i].w * scale), Math.round(PHOTO_BOXES[i].h * scale), quality),
      ),
    );
    const bytes = await drawFicha(
      view,
      photos.map((photo) => photo.jpeg),
      new Date(),
    );
    last = { bytes, transient: photos.some((photo) => photo.transient) };
    if (bytes.length <= FICHA_MAX_BYTES) break;
  }
  return last!;
}

/**
 * The PDF of one view, cached: the key is everything the page prints (so any change to the
 * listing, its agent, the settings or the day makes a new entry), and the listing's, its agent's
 * and the settings' tags expire it with their writes (lib/services/properties/write.ts).
 */
async function cachedFicha(view: FichaView, id: string, agentId: string | null): Promise<Uint8Array> {
  'use cache';
  cacheTag(TAGS.property(id), TAGS.settings, ...(agentId ? [TAGS.agent(agentId)] : []));
  const { bytes, transient } = await render(view);
  // A photo that failed for a passing reason must not stay out of the ficha until the next edit.
  if (transient) cacheLife('minutes');
  else cacheLife('max');
  return bytes;
}

/**
 * The ficha técnica of a listing (GET /property/{id}/ficha.pdf): a public listing for anyone; any
 * other status only for staff in whose scope it is (another agent's draft is unknown to them).
 * The page always shows the public location, whoever prints it: it is handed to the public.
 */
export async function getFicha(idOrSlug: string, viewer: FichaViewer): Promise<Ficha> {
  let property = await getPublicProperty(idOrSlug);
  if (!property && viewer.staff) {
    const own = await getAdminProperty(idOrSlug, viewer.agentId);
    property = own && toPublicProperty(own);
  }
  if (!property) throw new NotFoundError(PROPERTY_MESSAGES.notFound);
  const view = fichaView(property, await getSettings(), absoluteUrl(`/property/${property._id}`), new Date());
  return { bytes: await cachedFicha(view, property._id, property.agentId), fileName: fichaFileName(property) };
}
