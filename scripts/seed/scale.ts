import type { Model } from 'mongoose';

import { trusted } from '../../lib/db';
import { Property } from '../../models/property';
import { User } from '../../models/user';
import { buildSeedProperties } from './data/properties';
import { buildScaleProperties, SCALE_SLUG } from './data/scale';
import { toPropertyRow } from './demo';
import { insertMissing } from './insert-missing';

/**
 * `--scale N`: adds generated listings until the catalogue holds N properties. The other rows
 * (demo, an admin's) are counted first, so the same generated listings 1..N-others are wanted on
 * every run: a second run inserts nothing. The rows go through the demo's own row builder and
 * insertMany, so the model's hooks derive searchText, pricePerM2 and the image order.
 */
export async function seedScale(total: number): Promise<{ generated: number }> {
  const slugs = await Property.find({}, { slug: 1, _id: 0 }).lean<Array<{ slug: string }>>();
  const others = slugs.filter((row) => !SCALE_SLUG.test(row.slug)).length;
  const wanted = Math.max(0, total - others);
  const agentIds = (
    await User.find({ role: 'agent', active: trusted({ $ne: false }) })
      .select('_id')
      .lean()
  ).map((u) => u._id.toString());
  const rows = buildScaleProperties(wanted, buildSeedProperties()).map((p) => toPropertyRow(p, agentIds));
  const started = Date.now();
  const generated = await insertMissing(Property as unknown as Model<never>, 'slug', rows, {
    onBatch: (done, of) =>
      console.error(`  scale: ${done}/${of} listings inserted (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  });
  const extra = slugs.length - others - wanted;
  if (extra > 0)
    console.error(`  scale: ${extra} generated listings from a larger --scale are kept (the seed never deletes).`);
  return { generated };
}
