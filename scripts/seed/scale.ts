import type { Model } from 'mongoose';

import { trusted } from '../../lib/db';
import { formatPropertyCode, highestCodeNumber } from '../../lib/domain/property-code';
import { Counter } from '../../models/counter';
import { Property, propertySearchText, SEARCH_TEXT_FIELDS } from '../../models/property';
import { User } from '../../models/user';
import { buildSeedProperties } from './data/properties';
import { buildScaleProperties, SCALE_SLUG } from './data/scale';
import { toPropertyRow } from './demo';
import { insertMissing } from './insert-missing';

/** lib/services/properties/codes.ts's counter: the next code the site assigns follows it. */
const CODE_COUNTER = 'property-code';

/** More stored rows without a code than this: left to the site's migration (see above). */
const MAX_CODED_BY_UPDATE = 500;

type CodedRow = { _id: unknown; slug: string; code?: string | null; createdAt?: Date };

/**
 * `--scale N`: adds generated listings until the catalogue holds N properties. The other rows
 * (demo, an admin's) are counted first, so the same generated listings 1..N-others are wanted on
 * every run: a second run inserts nothing. The rows go through the demo's own row builder and
 * insertMany, so the model's hooks derive searchText, pricePerM2 and the image order.
 *
 * Every row leaves with its reference code, as the site's start-up migration would give it (the
 * stored rows without one first, oldest first, then the generated ones), and the code counter
 * after the last: on the embedded database that migration writes a row at a time, and each write
 * decodes the whole collection, which at 20,000 listings takes hours.
 */
export async function seedScale(total: number): Promise<{ generated: number; allCoded: boolean }> {
  const stored = await Property.find({})
    .select(`slug createdAt ${SEARCH_TEXT_FIELDS}`)
    .sort({ createdAt: 1, _id: 1 })
    .lean<CodedRow[]>();
  const others = stored.filter((row) => !SCALE_SLUG.test(row.slug)).length;
  const wanted = Math.max(0, total - others);
  let next = highestCodeNumber(stored.map((row) => row.code)) + 1;
  // Before the generated rows go in: each of these updates is a scan of what is stored so far. A
  // database seeded at scale before codes were seeded keeps them for the site's migration.
  const uncoded = stored.filter((r) => !r.code);
  const allCoded = uncoded.length <= MAX_CODED_BY_UPDATE;
  for (const row of allCoded ? uncoded : []) {
    const code = formatPropertyCode(next++);
    const text = propertySearchText({ ...(row as Parameters<typeof propertySearchText>[0]), code });
    await Property.updateOne({ _id: row._id }, { $set: { code, searchText: text } });
  }
  const agentIds = (
    await User.find({ role: 'agent', active: trusted({ $ne: false }) })
      .select('_id')
      .lean()
  ).map((u) => u._id.toString());
  const have = new Set(stored.map((row) => row.slug));
  const rows = buildScaleProperties(wanted, buildSeedProperties())
    .map((p) => toPropertyRow(p, agentIds))
    .filter((row) => !have.has(row.slug))
    .map((row) => ({ ...row, code: formatPropertyCode(next++) }));
  const started = Date.now();
  const generated = await insertMissing(Property as unknown as Model<never>, 'slug', rows, {
    onBatch: (done, of) =>
      console.error(`  scale: ${done}/${of} listings inserted (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  });
  await Counter.updateOne({ _id: CODE_COUNTER }, { $max: { seq: next - 1 } }, { upsert: true });
  const extra = stored.length - others - wanted;
  if (extra > 0)
    console.error(`  scale: ${extra} generated listings from a larger --scale are kept (the seed never deletes).`);
  return { generated, allCoded };
}
