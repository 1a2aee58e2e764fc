import { SelectField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';

type Item = { code: string; name: string };

/** Chooses the department (cities tab) or the city (localities tab) whose children are listed. */
export function ParentSelect<T extends Item>({
  label,
  items,
  value,
  onChange,
  hint,
}: {
  label: string;
  items: T[];
  value: string;
  onChange: (item: T | null) => void;
  hint?: string;
}) {
  return (
    <SelectField
      look={panelLook}
      label={label}
      className="min-w-60 flex-1 sm:max-w-sm"
      value={value}
      onChange={(e) => onChange(items.find((i) => i.code === e.target.value) ?? null)}
      placeholder="Selecciona..."
      options={items.map((i) => [i.code, i.name])}
      hint={hint}
    />
  );
}
