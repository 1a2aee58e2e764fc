import { env } from '../env';

export interface AuthSecrets {
  /** next-auth's session cookie (JWE). */
  nextAuth: string;
  /** HS256 key of the /api/auth access tokens. */
  jwt: string;
}

/**
 * The signing secrets, from the environment only. `npm run dev` / `npm start` on the embedded
 * database generate them once into ./.data (scripts/lib/auth-secrets.mjs); a deployment sets
 * them, and the app refuses to start without them (instrumentation.ts) naming the variable.
 */
export function authSecrets(): AuthSecrets {
  const { NEXTAUTH_SECRET, AUTH_JWT_SECRET } = env();
  if (!NEXTAUTH_SECRET) throw new Error(missing('NEXTAUTH_SECRET'));
  if (!AUTH_JWT_SECRET) throw new Error(missing('AUTH_JWT_SECRET'));
  return { nextAuth: NEXTAUTH_SECRET, jwt: AUTH_JWT_SECRET };
}

function missing(name: string) {
  return `${name} is not set: generate one with \`openssl rand -base64 48\` and set it in the environment (npm run dev and npm start create local ones when they start the embedded database).`;
}

/** Whether cookies must be Secure: the site is served over https. */
export function secureCookies(): boolean {
  const { NEXTAUTH_URL, SITE_URL } = env();
  return (NEXTAUTH_URL ?? SITE_URL ?? '').startsWith('https://');
}
