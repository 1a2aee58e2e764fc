'use client';

import { SelectField } from '@/components/ui/fields/field';
import { listLook } from '@/components/ui/fields/looks';

import { useStaff } from '../users/use-staff';

/** An admin's filter by assigned agent. */
export function AgentFilter({ value, onChange }: { value: string; onChange: (agentId: string) => void }) {
  const staff = useStaff();
  return (
    <SelectField
      look={listLook}
      label="Asesor"
      controlClassName="bg-white"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="Todos"
      options={staff.map((user) => [user.id, user.name])}
    />
  );
}
