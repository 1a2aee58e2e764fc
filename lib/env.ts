import { z } from 'zod';

// Environment read once and validated (t3 style): a wrong value fails with a message naming
// the variable instead of a confusing error deep inside a request.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string')
    .optional(),
  UPLOAD_DIR: z.string().min(1, 'UPLOAD_DIR must not be empty').optional(),
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
    .regex(/^cloudinary:\/\/[^:@\s]+:[^@\s]+@[^/?\s]+\S*$/, 'CLOUDINARY_URL must look like cloudinary://api_key:api_secret@cloud_name')
    .optional(),
  MAIL_FROM: z.string().min(3, 'MAIL_FROM must be an address such as "Inmobiliaria Bogotá <no-reply@example.co>"').optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses process.env on each call (a few keys: cheap), so tests and scripts may change it. */
export function env(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return parsed.data;
}
