// Runs once when the server starts (Node runtime only; the Node-only work lives in its own
// modules so the Edge build never sees process.exit or the file system). NEXT_RUNTIME stays a
// literal read: Next writes it into each bundle as a constant, which lets the Edge one drop the
// imports below (tests/unit/env-reads.test.ts allows exactly this read).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // zod's fallback messages in Spanish for every schema this process parses with.
  (await import('./lib/validation/zod-locale')).installSpanishZodMessages();
  await import('./lib/startup-check');
  const { watchShutdown } = await import('./lib/shutdown');
  watchShutdown();
  const { removeStaleTempFiles } = await import('./lib/storage/temp-files');
  const { uploadRoot } = await import('./lib/storage/paths');
  // Temp files of uploads cut short by a crash; an hour spares another instance's writes.
  const removed = await removeStaleTempFiles(uploadRoot(), 60 * 60 * 1000);
  if (removed.length) console.log(`[startup] removed ${removed.length} stale upload temp file(s)`);
  const { runtime } = await import('./lib/env');
  if (!runtime.building()) {
    // The public catalogue in memory on the embedded database, loaded before the first visitor
    // (from its snapshot when there is one), then reference codes for properties stored before
    // codes existed (once per epoch, idempotent; the rows it codes reach the copy as any write's).
    // Its scan comes after the load, which it would otherwise slow down on the embedded database.
    const { warmCatalogue } = await import('./lib/services/catalogue');
    const { ensurePropertyCodes } = await import('./lib/services/properties');
    void warmCatalogue().then(() =>
      ensurePropertyCodes().catch((error: unknown) =>
        console.error('[properties] reference codes not assigned yet:', error),
      ),
    );
    // Alert e-mails of saved searches: a timer per instance, claims in the database.
    const { startAlertRunner } = await import('./lib/services/jobs');
    startAlertRunner();
    // Every e-mail and webhook delivery goes through the outbox; its runner (with the map of
    // deliverers) sends what this process writes and, on a timer also under ALERTS_TEST_CLOCK (the
    // outbox is on the wall clock), what is due.
    const { startDelivery } = await import('./lib/services/delivery');
    startDelivery();
  }
}
