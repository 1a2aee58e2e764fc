'use client';

import { useStaff } from '../users/use-staff';
import { Field, inputClass } from './field';

/** The admin form's choice of agent: the active team; the property's page shows their profile. */
export function AgentPicker({ value, onChange }: { value: string; onChange: (agentId: string) => void }) {
  const staff = useStaff({ activeOnly: true });
  const known = value === '' || staff.length === 0 || staff.some((user) => user.id === value);
  return (
    <Field label="Asesor asignado" hint="Su foto y contacto aparecen en la página de la propiedad.">
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          <option value="">Sin asignar</option>
          {staff.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
              {user.role === 'admin' ? ' (administrador)' : ''}
            </option>
          ))}
          {!known && <option value={value}>Asesor inactivo o no disponible</option>}
        </select>
      )}
    </Field>
  );
}
