import { inputClass, labelClass } from '@/components/admin/news/fields';

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
    <label className={`${labelClass} min-w-60 flex-1 sm:max-w-sm`}>
      {label}
      <select
        value={value}
        onChange={(e) => onChange(items.find((i) => i.code === e.target.value) ?? null)}
        className={inputClass}
      >
        <option value="">Selecciona...</option>
        {items.map((i) => (
          <option key={i.code} value={i.code}>
            {i.name}
          </option>
        ))}
      </select>
      {hint && <span className="mt-1 block text-xs font-normal text-muted">{hint}</span>}
    </label>
  );
}
