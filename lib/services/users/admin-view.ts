import type { AdminUser } from '../../validation/users';
import type { StoredStaff } from './agents';

/** A user row with the account fields the admin screens show (the password hash is never read). */
export type StoredAccount = StoredStaff & {
  invitedAt?: Date | null;
  passwordChangedAt?: Date | null;
  lastLoginAt?: Date | null;
  createdAt?: Date | null;
};

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

export function toAdminUser(row: StoredAccount): AdminUser {
  const p = row.agent ?? {};
  return {
    id: row._id.toString(),
    name: row.name,
    email: row.email,
    role: row.role === 'admin' || row.role === 'agent' ? row.role : 'user',
    active: row.active !== false,
    invitationPending: Boolean(row.invitedAt) && !row.passwordChangedAt,
    invitedAt: iso(row.invitedAt),
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: iso(row.createdAt) ?? new Date(0).toISOString(),
    agent: {
      slug: p.slug ?? '',
      photo: p.photo ?? '',
      phone: p.phone ?? '',
      whatsapp: p.whatsapp ?? '',
      email: p.email ?? '',
      license: p.license ?? '',
      experienceYears: p.experienceYears ?? 0,
      specializations: p.specializations ?? [],
      bio: p.bio ?? '',
    },
  };
}
