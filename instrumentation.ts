// Runs once when the server starts: a missing or malformed variable stops it here, with a
// message naming the variable, instead of failing inside the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  const { authSecrets } = await import('./lib/auth/secrets');
  env();
  authSecrets();
}
