// Runs once when the server starts (Node runtime only; the check lives in its own module so
// the Edge build never sees process.exit).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/startup-check');
    (await import('./lib/api/method-guard')).installMethodGuard();
  }
}
