import { z } from 'zod';

import { isAllowedMediaUrl } from './property-body';

// An agent's public profile as staff edit it (PATCH /api/users/{id}, PATCH /api/profile) and as
// the API answers it. Every field is optional in a patch; an empty string clears it.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .max(max, `${label} no puede superar los ${max} caracteres`);
const phone = (label: string) =>
  text(label, 30).refine((v) => v === '' || /^\+?[\d\s().-]{7,30}$/.test(v), `${label} no es válido`);
/** null clears a field like '' does; the union (not a preprocess) lets the document say so. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.null().transform(() => '' as const)]).optional();

export const agentProfilePatchSchema = z.object(
  {
    photo: optional(
      z
        .string({ error: 'URL de foto no válida' })
        .trim()
        .max(2000, 'URL de foto no válida')
        .refine((v) => v === '' || isAllowedMediaUrl(v), 'URL de foto no válida'),
    ),
    phone: optional(phone('El teléfono')),
    whatsapp: optional(phone('El WhatsApp')),
    email: optional(
      text('El email', 254)
        .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'El email no es válido')
        .transform((v) => v.toLowerCase()),
    ),
    license: optional(text('La matrícula', 60)),
    // The form sends text ('' leaves it as it is); only a string is read as a number: null or false is refused.
    experienceYears: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
      z
        .number({ error: 'Los años de experiencia deben ser un número' })
        .int('Los años de experiencia deben ser un número entero')
        .min(0, 'Los años de experiencia no pueden ser negativos')
        .max(70, 'Los años de experiencia deben ser como máximo 70')
        .optional(),
    ),
    specializations: optional(
      z
        .array(text('Cada especialización', 80), { error: 'Las especializaciones deben ser una lista' })
        .max(12, 'Máximo 12 especializaciones')
        .transform((list) => list.filter(Boolean)),
    ),
    bio: optional(text('La biografía', 2000)),
  },
  { error: 'El perfil no es válido' },
);
export type AgentProfilePatch = z.infer<typeof agentProfilePatchSchema>;

/** The profile as the API answers it ('' and 0 for what is not filled in). */
export const agentProfileSchema = z.object({
  slug: z.string().describe('Su página pública es /asesores/{slug} (solo asesores activos)'),
  photo: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string().describe('Email público; vacío: se muestra el de la cuenta'),
  license: z.string().describe('Matrícula'),
  experienceYears: z.number().int(),
  specializations: z.array(z.string()),
  bio: z.string(),
});

/** What a profile may break that its schema cannot state (the OpenAPI 400 of the PATCHes). */
export const AGENT_PROFILE_RULES = [
  "una foto que no es de /uploads ni https ('URL de foto no válida')",
  "un teléfono o WhatsApp que no son de 7 a 30 dígitos, espacios, +, paréntesis, puntos o guiones ('El teléfono no es válido', 'El WhatsApp no es válido')",
];
