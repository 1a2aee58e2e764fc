/** Roles (DESIGN.md §4): an admin, an agent (asesor: staff who sees only their own records), a visitor. */
export const USER_ROLES = ['admin', 'agent', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}

/** The user as SPEC's auth responses and the session carry it. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}
