'use client';

import { bindValue } from '@/components/ui/fields/bind';
import { adminLook } from '@/components/ui/fields/looks';

import { StaffSelect } from '../users/staff-select';
import { useStaff } from '../users/use-staff';

const HINT = 'Su foto y contacto aparecen en la página de la propiedad.';

/** The admin form's choice of agent: the active team; the property's page shows their profile. */
export function AgentPicker({ value, onChange }: { value: string; onChange: (agentId: string) => void }) {
  const staff = useStaff({ activeOnly: true });
  const known = value === '' || staff.length === 0 || staff.some((user) => user.id === value);
  return (
    <StaffSelect look={adminLook} label="Asesor asignado" hint={HINT} staff={staff} {...bindValue(value, onChange)}>
      {!known && <option value={value}>Asesor inactivo o no disponible</option>}
    </StaffSelect>
  );
}
