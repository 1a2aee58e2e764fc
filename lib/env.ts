import { z } from 'zod';

/** A whole number of an environment variable within [min, max], or its default when unset or empty. */
function intVar(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });
}

// Environment read once and validated (t3 style): a wrong value fails with a message naming
// the variable instead of a confusing error deep inside a request.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The port of `npm run dev` / `npm start`; the public origin's local default (siteOrigin).
    PORT: intVar('PORT', 0, 65_535, 3000),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string')
      .optional(),
    // Connection pool and timeouts (lib/db/index.ts). The defaults suit one `next start` per 1-2 cores;
    // raise the pool for bigger servers (Atlas counts connections per instance x pool size).
    MONGODB_MAX_POOL_SIZE: intVar('MONGODB_MAX_POOL_SIZE', 1, 500, 10),
    MONGODB_MIN_POOL_SIZE: intVar('MONGODB_MIN_POOL_SIZE', 0, 500, 0),
    // How long a request waits for a reachable server before it answers 503 (never a hang).
    MONGODB_SERVER_SELECTION_TIMEOUT_MS: intVar('MONGODB_SERVER_SELECTION_TIMEOUT_MS', 100, 120_000, 5000),
    MONGODB_CONNECT_TIMEOUT_MS: intVar('MONGODB_CONNECT_TIMEOUT_MS', 100, 120_000, 10_000),
    // A query that gets no answer on an open socket for this long fails (0 = never).
    MONGODB_SOCKET_TIMEOUT_MS: intVar('MONGODB_SOCKET_TIMEOUT_MS', 0, 600_000, 30_000),
    // Retryable writes: on for a real MongoDB; the launcher (scripts/with-db.mjs) sets `false` for
    // the embedded FerretDB, which has no retryable writes.
    MONGODB_RETRY_WRITES: z
      .enum(['true', 'false'], { error: 'MONGODB_RETRY_WRITES must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    // redis://[user:pass@]host:port[/db] or rediss://: the caches every instance shares (next.config.ts).
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
    // Read by lib/redis/shared.mjs (default `inmo:`), which Node loads outside the app's bundles;
    // declared here so that a malformed one stops the start like any other.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[^\s]{0,64}$/, 'REDIS_KEY_PREFIX must be at most 64 characters without spaces')
      .optional(),
    // The page cache of proxy.ts (lib/page-cache): off unless set; the launchers of the embedded
    // database set `on` (scripts/lib/ferretdb.mjs embeddedDatabaseEnv), where it keeps pages from
    // a database that scans on every query. On MongoDB, Next's caches and the indexes suffice.
    PAGE_CACHE: z.enum(['on', 'off'], { error: 'PAGE_CACHE must be on or off' }).default('off'),
    // The public catalogue in memory on the embedded database (lib/services/catalogue):
    // `off` reads the database on every uncached request (to measure, or to save the memory).
    CATALOGUE_IN_MEMORY: z.enum(['on', 'off'], { error: 'CATALOGUE_IN_MEMORY must be on or off' }).default('on'),
    CATALOGUE_SNAPSHOT: z.enum(['on', 'off'], { error: 'CATALOGUE_SNAPSHOT must be on or off' }).default('on'),
    // After SIGTERM, how long in-flight requests may take before the process exits anyway.
    SHUTDOWN_TIMEOUT_MS: intVar('SHUTDOWN_TIMEOUT_MS', 0, 600_000, 25_000),
    UPLOAD_DIR: z.string().min(1, 'UPLOAD_DIR must not be empty').optional(),
    // The public origin (siteOrigin below); a production start refuses to run without it.
    SITE_URL: z.url({ error: 'SITE_URL must be an absolute URL such as https://www.example.co' }).optional(),
    // Signs the next-auth session cookie and, separately, the /api/auth access tokens.
    NEXTAUTH_SECRET: z.string().min(32, 'NEXTAUTH_SECRET must be at least 32 characters').optional(),
    AUTH_JWT_SECRET: z.string().min(32, 'AUTH_JWT_SECRET must be at least 32 characters').optional(),
    NEXTAUTH_URL: z.url({ error: 'NEXTAUTH_URL must be an absolute URL such as https://www.example.co' }).optional(),
    // smtp://user:pass@host:587 or smtps://...; without it, e-mails are written to the server log.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    // cloudinary://api_key:api_secret@cloud_name: uploads go to Cloudinary instead of UPLOAD_DIR.
    CLOUDINARY_URL: z
      .string()
      .regex(
        /^cloudinary:\/\/[^:@\s]+:[^@\s]+@[^/?\s]+\S*$/,
        'CLOUDINARY_URL must look like cloudinary://api_key:api_secret@cloud_name',
      )
      .optional(),
    // Tests only: turns off the alert timer and enables POST /api/alerts/run, which runs the alerts
    // at an instant the caller gives, so the rules on time (Ley 2300's hours, one e-mail a day) are
    // tested without waiting. Refused with an https SITE_URL (a real site) unless its host is under
    // `.test`, the TLD reserved for testing (RFC 2606), as the https tests use.
    ALERTS_TEST_CLOCK: z
      .enum(['0', '1'], { error: 'ALERTS_TEST_CLOCK must be 0 or 1' })
      .optional()
      .transform((value) => value === '1'),
    // The outbox (lib/services/outbox, docs/outbox.md): how often each instance looks for e-mails and
    // webhook deliveries due, and a factor on every wait of the outbox and of webhooks (retries, the
    // claim's lease): 1 in production; tests use ~0.002 so that two days of retries take minutes.
    OUTBOX_TICK_MS: intVar('OUTBOX_TICK_MS', 50, 600_000, 5000),
    // `off`: no timer; the instance still delivers at once what it writes itself, and an admin's
    // retry. The tests' shared stack runs so, leaving the retries to the apps that test them.
    OUTBOX_WORKER: z.enum(['on', 'off'], { error: 'OUTBOX_WORKER must be on or off' }).default('on'),
    OUTBOX_TIME_SCALE: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return 1;
        const n = Number(value);
        if (!Number.isFinite(n) || n <= 0 || n > 1) {
          ctx.addIssue({ code: 'custom', message: 'OUTBOX_TIME_SCALE must be a number above 0 and at most 1' });
          return z.NEVER;
        }
        return n;
      }),
    MAIL_FROM: z
      .string()
      .min(3, 'MAIL_FROM must be an address such as "Inmobiliaria Bogotá <no-reply@example.co>"')
      .optional(),
    // Development and tests only: webhooks may go to http and to loopback or private addresses
    // (docs/webhooks.md#ssrf). Never in production: it reopens the SSRF the checks close.
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['true', 'false'], { error: 'WEBHOOKS_ALLOW_PRIVATE must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((e) => !(e.ALERTS_TEST_CLOCK && e.SITE_URL && isRealSite(e.SITE_URL)), {
    message: 'ALERTS_TEST_CLOCK is for tests only and is refused when SITE_URL is https (outside .test)',
  });

function isRealSite(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' && !url.hostname.endsWith('.test');
}

export type Env = z.infer<typeof envSchema>;

/** Parses process.env on each call (a few keys: cheap), so tests and scripts may change it. */
export function env(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return parsed.data;
}

/**
 * The public origin, without a trailing slash: canonical URLs, the sitemap, robots.txt, feeds,
 * JSON-LD, share links, the ficha's footer, webhook payloads and every link in an e-mail. Always
 * SITE_URL, never a request's Host header; without it (development, tests, a build) the local
 * server's origin. A production start without SITE_URL is refused (siteUrlProblem).
 */
export function siteOrigin(e: Env = env()): string {
  return (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
}

/**
 * Why this environment must not serve the site, or null. On the production server every absolute
 * link would otherwise point at localhost, silently: search engines would index it and e-mails
 * would carry it. `production` is the build's (Next writes NODE_ENV into it), so the rule holds
 * whatever NODE_ENV the server is started with. The launcher of the embedded database sets a
 * local SITE_URL itself, with a warning (scripts/lib/site-url.mjs), as it creates the secrets.
 */
export function siteUrlProblem(e: Env, production = runtime.production()): string | null {
  if (!production || e.SITE_URL) return null;
  return 'SITE_URL is not set: set it to the public origin (such as https://www.tu-dominio.co) for every link the site and its e-mails give (npm start on the embedded database uses a local one).';
}

/**
 * What Next.js and scripts/serve.mjs set for this process, never the deployment: read as they are,
 * without the schema, so that proxy.ts may ask on every page request. Next writes NODE_ENV into
 * its bundles when it builds them.
 */
export const runtime = {
  /** `next dev`. */
  development: () => process.env.NODE_ENV === 'development',
  /** `next start` or scripts/serve.mjs (and `next build`). */
  production: () => process.env.NODE_ENV === 'production',
  /** `next build` is running the code (prerendering): no timers, no database, no Redis. */
  building: () => process.env.NEXT_PHASE === 'phase-production-build',
  /** The origin this very server listens on (the page cache renders through it). */
  serverOrigin: () => process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT || 3000}`,
  /** Set by whoever embeds Next and handles SIGTERM/SIGINT itself. */
  signalsHandledElsewhere: () => Boolean(process.env.NEXT_MANUAL_SIG_HANDLE),
};
