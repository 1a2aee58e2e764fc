// Local signing secrets for runs on the embedded database: generated once into
// ./.data/auth-secrets.json (mode 0600) so sessions survive restarts. Deployments set
// NEXTAUTH_SECRET and AUTH_JWT_SECRET themselves.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root } from './ferretdb.mjs';

const KEYS = ['NEXTAUTH_SECRET', 'AUTH_JWT_SECRET'];

export function localAuthSecrets(file = path.join(root, '.data', 'auth-secrets.json')) {
  let stored = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  if (KEYS.every((key) => typeof stored[key] === 'string' && stored[key].length >= 32)) return stored;
  for (const key of KEYS) stored[key] ??= randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return stored;
}

/** Fills the unset secret variables of `env` from the local file. */
export function withLocalAuthSecrets(env = process.env) {
  if (KEYS.every((key) => env[key])) return env;
  const local = localAuthSecrets();
  for (const key of KEYS) env[key] ||= local[key];
  return env;
}
