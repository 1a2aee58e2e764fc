import { z } from 'zod';

// One schema per auth request body, shared by the route handlers and the forms (no server
// imports here). Messages are those of docs/product-rules.md#validation where it gives them.

// SPEC's "basic x@y.z pattern".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
// argon2 hashes whatever it is given: a cap keeps a megabyte "password" from costing CPU.
export const PASSWORD_MAX = 128;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = requiredText('El email es obligatorio')
  .max(254, 'El email no es válido')
  .regex(EMAIL_PATTERN, 'El email no es válido')
  .transform((value) => value.toLowerCase());

export const newPasswordField = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(1, 'La contraseña es obligatoria')
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`)
  .regex(/[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/, 'La contraseña debe incluir al menos una letra')
  .regex(/\d/, 'La contraseña debe incluir al menos un número');

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'La contraseña es obligatoria' })
    .min(1, 'La contraseña es obligatoria')
    .max(PASSWORD_MAX, 'Credenciales inválidas'),
});

export const registerSchema = z
  .object({
    name: requiredText('El nombre es obligatorio').max(120, 'El nombre debe tener como máximo 120 caracteres'),
    email: emailField,
    password: newPasswordField,
    // Optional for API clients; the form always sends it.
    confirmPassword: z.string().optional(),
    // Ley 1581 de 2012: consent to data processing is explicit, never assumed.
    acceptPrivacy: z.literal(true, { error: 'Debes aceptar la Política de Privacidad para continuar' }),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

export const refreshSchema = z.object({
  refreshToken: z
    .string({ error: 'No hay refresh token disponible' })
    .min(1, 'No hay refresh token disponible')
    .max(512),
});

export const logoutSchema = z.object({ refreshToken: z.string().max(512).optional() });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'El enlace no es válido o ha expirado' })
      .min(1, 'El enlace no es válido o ha expirado')
      .max(512),
    password: newPasswordField,
    confirmPassword: z.string().optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** First message per field, for forms that show errors under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** The user and tokens of the auth answers (docs/api.md#tokens) (documented in /api/openapi.json). */
export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
});
export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const authSessionSchema = z.object({ user: authUserSchema, tokens: tokensSchema });
