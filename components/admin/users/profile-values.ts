// Between an account's agent profile (the API's shape) and the profile form's text fields. Pure: unit-tested.
import { agentProfilePatchSchema, type AgentProfilePatch } from '@/lib/validation/agent-profile';
import type { AdminUser } from '@/lib/validation/users';

export interface ProfileValues {
  photo: string;
  phone: string;
  whatsapp: string;
  email: string;
  license: string;
  experienceYears: string;
  /** One speciality a line (commas also separate). */
  specializations: string;
  bio: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export function toProfileValues(agent: AdminUser['agent']): ProfileValues {
  return {
    photo: agent.photo,
    phone: agent.phone,
    whatsapp: agent.whatsapp,
    email: agent.email,
    license: agent.license,
    experienceYears: agent.experienceYears > 0 ? String(agent.experienceYears) : '',
    specializations: agent.specializations.join('\n'),
    bio: agent.bio,
  };
}

export function toProfilePatch(v: ProfileValues) {
  return {
    ...v,
    experienceYears: v.experienceYears.trim() === '' ? 0 : Number(v.experienceYears),
    specializations: v.specializations
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** The patch, or the first message of each field the API would refuse. */
export function checkProfile(v: ProfileValues): { patch: AgentProfilePatch } | { errors: ProfileErrors } {
  const parsed = agentProfilePatchSchema.safeParse(toProfilePatch(v));
  if (parsed.success) return { patch: parsed.data };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ProfileValues] ??= issue.message;
  return { errors };
}
