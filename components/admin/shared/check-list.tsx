import type { ComponentProps, ReactNode } from 'react';

import { CheckboxGroup } from '@/components/ui/fields/choice';
import { inlineCheckLook } from '@/components/ui/fields/looks';
import { GroupError } from '@/components/ui/fields/status';

/** An admin form's checkboxes in a grid under a small legend (types, events, barrios), and their error. */
export function CheckList({
  legend,
  columns,
  items,
  error,
}: {
  legend: ReactNode;
  /** The grid's columns: "grid-cols-2 sm:grid-cols-4". */
  columns: string;
  items: ComponentProps<typeof CheckboxGroup>['items'];
  error?: string;
}) {
  return (
    <>
      <CheckboxGroup
        legend={legend}
        look={inlineCheckLook}
        legendClassName="text-sm font-medium text-ink"
        listClassName={`mt-2 grid gap-2 ${columns}`}
        items={items}
      />
      <GroupError error={error} />
    </>
  );
}
