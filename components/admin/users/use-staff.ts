'use client';

import { useLoad } from '@/components/admin/shared/use-load';
import type { AdminUser } from '@/lib/validation/users';

/** A staff member as pickers and filters show them. */
export type StaffOption = Pick<AdminUser, 'id' | 'name' | 'role'>;

/** The team (admins and agents) for pickers and filters; `activeOnly` for assignment. Admins only. */
export function useStaff({ activeOnly = false, enabled = true }: { activeOnly?: boolean; enabled?: boolean } = {}) {
  const params = new URLSearchParams({ role: 'staff', limit: '100' });
  if (activeOnly) params.set('active', 'true');
  return useLoad<AdminUser[]>(enabled ? `/api/users?${params}` : null).data ?? [];
}
