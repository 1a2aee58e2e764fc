/** Roles: an admin, an agent (asesor: staff who sees only their own records), a visitor. */
export const USER_ROLES = ['admin', 'agent', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles that work in /admin. */
export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', agent: 'Asesor', user: 'Usuario' };

/** The user as SPEC's auth responses and the session carry it. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

/** An agent's profile as staff edit it (every field optional in storage). */
export interface AgentProfile {
  slug: string;
  photo: string;
  phone: string;
  whatsapp: string;
  /** The e-mail shown to the public (the account's when empty). */
  email: string;
  /** Matrícula: the agent's registration (e.g. RAA) number. */
  license: string;
  experienceYears: number;
  specializations: string[];
  bio: string;
}

/** An agent as /asesores shows them: the profile with the account's id and name. */
export interface PublicAgent extends AgentProfile {
  id: string;
  name: string;
}
