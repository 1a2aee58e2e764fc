import type { ComponentProps } from 'react';

import { SelectField } from '@/components/ui/fields/field';

import type { StaffOption } from './use-staff';

/** A choice of staff member (assignments): 'Sin asignar' first, admins marked as such. */
export function StaffSelect({
  staff,
  placeholder = 'Sin asignar',
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'options'> & { staff: StaffOption[] }) {
  const options = staff.map(
    (user) => [user.id, `${user.name}${user.role === 'admin' ? ' (administrador)' : ''}`] as const,
  );
  return <SelectField placeholder={placeholder} options={options} {...select} />;
}
