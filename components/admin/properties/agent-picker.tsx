'use client';

import { SelectField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';

import { useStaff } from '../users/use-staff';

/** The admin form's choice of agent: the active team; the property's page shows their profile. */
export function AgentPicker({ value, onChange }: { value: string; onChange: (agentId: string) => void }) {
  const staff = useStaff({ activeOnly: true });
  const known = value === '' || staff.length === 0 || staff.some((user) => user.id === value);
  return (
    <SelectField
      look={adminLook}
      label="Asesor asignado"
      hint="Su foto y contacto aparecen en la página de la propiedad."
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="Sin asignar"
      options={staff.map((user) => [user.id, `${user.name}${user.role === 'admin' ? ' (administrador)' : ''}`])}
    >
      {!known && <option value={value}>Asesor inactivo o no disponible</option>}
    </SelectField>
  );
}
