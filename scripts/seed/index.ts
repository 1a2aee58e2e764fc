// Idempotent seed: locations, settings and the admin always; the demo catalogue (properties,
// news, generated photos) unless --no-demo. Inserts what is missing and never modifies what
// exists, so running it twice changes nothing. Flags: --if-empty (skip when already seeded),
// --scale N (generated listings up to N properties in all, reusing the demo's photos),
// --snapshot-only (write the public catalogue's snapshot and nothing else). It ends by moving the
// catalogue epoch and writing the snapshot of the new one (lib/db/catalogue-snapshot.ts).
import { connectDb, disconnectDb } from '../../lib/db';
import { markTaskEpoch, moveCatalogueEpoch, readCatalogueEpoch } from '../../lib/db/catalogue-epoch';
import { snapshotFromDatabase } from '../../lib/db/catalogue-snapshot';
import { Department } from '../../models/department';
import { seedAdmin } from './admin';
import { seedDemo } from './demo';
import { seedLocations } from './locations';
import { seedScale } from './scale';
import { seedSettings } from './settings';

async function main() {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const scale = argv.includes('--scale') ? Number(argv[argv.indexOf('--scale') + 1]) : null;
  if (scale !== null && !(Number.isInteger(scale) && scale > 0))
    throw new Error('--scale needs a whole number of properties, e.g. --scale 5000');
  await connectDb();
  if (args.has('--snapshot-only')) {
    // A database seeded elsewhere (a copy): only the catalogue's snapshot, as a seed ends.
    console.error(`Catalogue snapshot written (${await snapshotFromDatabase(await readCatalogueEpoch())} properties).`);
    return;
  }
  if (args.has('--if-empty') && (await Department.estimatedDocumentCount()) > 0) {
    console.error('Database already seeded; skipping the seed.');
    return;
  }
  const started = Date.now();
  const report: Record<string, number> = {
    ...(await seedLocations()),
    ...(await seedSettings()),
    ...(await seedAdmin()),
    ...(args.has('--no-demo') || process.env.SEED_DEMO === 'false' ? {} : await seedDemo()),
  };
  const scaled = scale === null ? null : await seedScale(scale);
  if (scaled) report.generated = scaled.generated;
  await moveCatalogueEpoch(); // a running site loads the catalogue again
  // Every row coded by the seed: the site's start-up migration has nothing to do in this epoch.
  if (scaled?.allCoded) await markTaskEpoch('codes', await readCatalogueEpoch());
  // The public catalogue's snapshot of the new epoch: the next start reads it instead of scanning.
  const snapshot = await snapshotFromDatabase(await readCatalogueEpoch());
  if (snapshot !== null) console.error(`Catalogue snapshot written (${snapshot} public properties).`);
  const summary = Object.entries(report)
    .map(([k, v]) => `${k} +${v}`)
    .join(', ');
  console.error(`Seed done in ${((Date.now() - started) / 1000).toFixed(1)} s (inserted: ${summary}).`);
}

main()
  .catch((error: unknown) => {
    console.error('Seed failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDb());
