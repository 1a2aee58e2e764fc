import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Model } from 'mongoose';

import { trusted } from '../../lib/db';
import { DEFAULT_SETTINGS } from '../../lib/domain/settings';
import { uploadRoot, uploadUrl } from '../../lib/storage/paths';
import { News } from '../../models/news';
import { Property } from '../../models/property';
import { seedAgents } from './agents';
import { demoAgentIndex } from './data/agents';
import { buildSeedNews } from './data/news';
import { buildSeedProperties, type SeedProperty } from './data/properties';
import { renderNewsImage, renderPropertyImage } from './images';
import { insertMissing } from './insert-missing';

const DAY = 86_400_000;
// Fixed reference date so that a re-seed builds identical rows (dates are relative to it).
const SEED_EPOCH = Date.UTC(2026, 10, 1);

async function exists(file: string) {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Writes the file unless present; returns whether it rendered. */
async function ensureFile(file: string, render: () => Promise<Buffer>): Promise<boolean> {
  if (await exists(file)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await render());
  return true;
}

/** Runs tasks with at most `width` in flight (sharp uses a thread each). */
async function pool<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

function propertyImages(p: SeedProperty) {
  const folder = p.photosOf ?? p.slug;
  return Array.from({ length: p.imageCount }, (_, index) => ({
    index,
    file: path.join(uploadRoot(), 'seed', 'properties', folder, `${index + 1}.webp`),
    url: uploadUrl('seed', 'properties', folder, `${index + 1}.webp`),
  }));
}

/**
 * The stored row of a seed listing, assigned to the agent of `agentIds` (DEMO_AGENTS order) whose
 * speciality it is; the model's pre('validate') hook adds searchText and the rest.
 */
export function toPropertyRow(p: SeedProperty, agentIds: readonly string[] = []) {
  const { imageCount: _imageCount, createdDaysAgo, photosOf: _photosOf, ...fields } = p;
  const createdAt = new Date(SEED_EPOCH - createdDaysAgo * DAY);
  const { contactEmail, contactPhone, whatsapp, schedule } = DEFAULT_SETTINGS.general;
  return {
    ...fields,
    currency: 'COP',
    images: propertyImages(p).map(({ url, index }) => ({
      url,
      alt: index === 0 ? p.title : `${p.title}: foto ${index + 1}`,
    })),
    ...(agentIds.length > 0 && { agentId: agentIds[demoAgentIndex(p) % agentIds.length] }),
    contactInfo: { phone: contactPhone, whatsapp, email: contactEmail, schedule },
    keywords: [p.type, p.operation, p.location.neighborhood, p.location.city].map((k) => k.toLowerCase()),
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Demo listings from before the team existed get their agent (only where none is set: an admin's
 * assignment, even to nobody, is kept).
 */
async function assignUnassigned(properties: SeedProperty[], agentIds: string[]): Promise<number> {
  let assigned = 0;
  for (const p of properties) {
    const { modifiedCount } = await Property.updateOne(
      { slug: p.slug, agentId: trusted({ $exists: false }) },
      { $set: { agentId: agentIds[demoAgentIndex(p) % agentIds.length] } },
    );
    assigned += modifiedCount;
  }
  return assigned;
}

export async function seedDemo() {
  const team = await seedAgents();
  const properties = buildSeedProperties();
  const news = buildSeedNews();

  let photos = 0;
  const jobs = properties.flatMap((p) => propertyImages(p).map((img) => ({ p, img })));
  await pool(jobs, 4, async ({ p, img }) => {
    if (await ensureFile(img.file, () => renderPropertyImage(p.slug, p.type, img.index))) photos += 1;
  });
  await pool(news, 4, async (n) => {
    const file = path.join(uploadRoot(), 'seed', 'news', `${n.slug}.webp`);
    if (await ensureFile(file, () => renderNewsImage(n.slug, n.title))) photos += 1;
  });

  const newsRows = news.map(({ publishedDaysAgo, ...n }) => {
    const date = new Date(SEED_EPOCH - publishedDaysAgo * DAY);
    return {
      ...n,
      images: [{ url: uploadUrl('seed', 'news', `${n.slug}.webp`), alt: n.title }],
      publishedAt: n.status === 'published' ? date : undefined,
      createdAt: date,
      updatedAt: date,
    };
  });

  const rows = properties.map((p) => toPropertyRow(p, team.ids));
  return {
    agents: team.created,
    properties: await insertMissing(Property as unknown as Model<never>, 'slug', rows),
    assigned: await assignUnassigned(properties, team.ids),
    news: await insertMissing(News as unknown as Model<never>, 'slug', newsRows),
    photos,
  };
}
