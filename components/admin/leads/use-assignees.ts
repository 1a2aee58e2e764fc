'use client';

import { useLoad } from '@/components/admin/news/use-load';

export type Assignee = { id: string; name: string; role: 'admin' | 'agent' };

/** Active staff an admin can pick (filters, reassignment, agenda); nothing is asked for an agent. */
export function useAssignees(isAdmin: boolean): Assignee[] {
  return useLoad<Assignee[]>(isAdmin ? '/api/leads/assignees' : null).data ?? [];
}
