'use client';

import { useStaff } from '../users/use-staff';

/** An admin's filter by assigned agent. */
export function AgentFilter({ value, onChange }: { value: string; onChange: (agentId: string) => void }) {
  const staff = useStaff();
  return (
    <label className="text-sm font-medium text-ink">
      Asesor
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
      >
        <option value="">Todos</option>
        {staff.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </select>
    </label>
  );
}
