import { z } from 'zod';

import { USER_ROLES } from '../domain/users';
import { agentProfilePatchSchema, agentProfileSchema } from './agent-profile';
import { emailField } from './auth';
import { emptyToUndefined, objectIdSchema, queryInt } from './common';

export const USER_MESSAGES = {
  invalidId: 'ID de usuario no válido',
  notFound: 'Usuario no encontrado',
  invited: 'Invitación enviada exitosamente',
  invitedMailFailed: 'Usuario creado, pero el correo de invitación no se pudo enviar: usa "Reenviar invitación"',
  invitationResent: 'Invitación reenviada exitosamente',
  invitationUnavailable: 'Solo se puede invitar a una cuenta activa del equipo (administrador o asesor)',
  updated: 'Usuario actualizado exitosamente',
  deactivated: 'Usuario desactivado exitosamente',
  emailTaken: 'El email ya está registrado',
  lastAdmin: 'No se puede quitar el rol ni desactivar al último administrador activo',
  profileUpdated: 'Perfil actualizado exitosamente',
} as const;

const name = z
  .string({ error: 'El nombre es obligatorio' })
  .trim()
  .min(1, 'El nombre es obligatorio')
  .max(120, 'El nombre debe tener como máximo 120 caracteres');
const role = z.enum(USER_ROLES, { error: 'Rol no válido' });
const bodyError = { error: 'El cuerpo de la solicitud debe ser un objeto JSON' };

export const userIdParamsSchema = z.object({ id: objectIdSchema(USER_MESSAGES.invalidId) });

/** GET /api/users: `role=staff` means admins and agents. */
export const userListQuerySchema = z.object({
  page: queryInt('La página', { min: 1, max: 100_000 }).default(1),
  limit: queryInt('El límite', { min: 1, max: 100 }).default(20),
  role: z.preprocess(emptyToUndefined, z.enum([...USER_ROLES, 'staff'], { error: 'Rol no válido' }).optional()),
  active: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'active debe ser true o false' })
      .transform((v) => v === 'true')
      .optional(),
  ),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'La búsqueda es demasiado larga').optional()),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** POST /api/users: an invitation to the staff (never a visitor account). */
export const inviteUserSchema = z.object(
  { name, email: emailField, role: z.enum(['admin', 'agent'], { error: 'Rol no válido: admin o agent' }) },
  bodyError,
);
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** PATCH /api/profile: what staff change of their own account. */
export const profilePatchSchema = z.object(
  { name: name.optional(), agent: agentProfilePatchSchema.optional() },
  bodyError,
);
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** PATCH /api/users/{id}: an admin's edit (`active: true` reactivates). */
export const userPatchSchema = profilePatchSchema.extend({
  email: emailField.optional(),
  role: role.optional(),
  active: z.boolean({ error: 'active debe ser true o false' }).optional(),
});
export type UserPatch = z.infer<typeof userPatchSchema>;

/** A user as the admin screens see them (never a password or its hash). */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  active: z.boolean(),
  invitationPending: z.boolean().describe('Invitado y sin contraseña todavía'),
  invitedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  agent: agentProfileSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/users/stats: the dashboard's 'Usuarios Activos' card and its 30-day change badge. */
export const userStatsSchema = z.object({
  totalUsers: z.number().int().describe('Usuarios registrados (activos o no)'),
  activeUsers: z.number().int().describe('Usuarios con la cuenta activa'),
  createdLast30Days: z.number().int().describe('Usuarios registrados en los últimos 30 días'),
  createdPrevious30Days: z.number().int().describe('Usuarios registrados en los 30 días anteriores'),
});
export type UserStats = z.infer<typeof userStatsSchema>;
