// Idempotent seed: locations, settings and the admin always; the demo catalogue (properties,
// news, generated photos) unless --no-demo. Inserts what is missing and never modifies what
// exists, so running it twice changes nothing. Flags: --if-empty (skip when already seeded).
import { connectDb, disconnectDb } from '../../lib/db';
import { Department } from '../../models/department';
import { seedAdmin } from './admin';
import { seedDemo } from './demo';
import { seedLocations } from './locations';
import { seedSettings } from './settings';

async function main() {
  const args = new Set(process.argv.slice(2));
  await connectDb();
  if (args.has('--if-empty') && (await Department.estimatedDocumentCount()) > 0) {
    console.error('Database already seeded; skipping the seed.');
    return;
  }
  const started = Date.now();
  const report = {
    ...(await seedLocations()),
    ...(await seedSettings()),
    ...(await seedAdmin()),
    ...(args.has('--no-demo') || process.env.SEED_DEMO === 'false' ? {} : await seedDemo()),
  };
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
