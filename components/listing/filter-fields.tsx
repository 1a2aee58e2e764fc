import type { ReactNode } from 'react';

// Small labelled controls of the listing filter panel (server or client).

export const controlClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-primary disabled:bg-slate-100 disabled:text-muted';

export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

export function SelectField({
  name,
  label,
  value,
  options,
  placeholder = 'Cualquiera',
}: {
  name: string;
  label: string;
  value?: string;
  options: ReadonlyArray<readonly [string, string]>;
  placeholder?: string;
}) {
  const id = `filtro-${name}`;
  return (
    <Field label={label} htmlFor={id}>
      <select id={id} name={name} defaultValue={value ?? ''} className={controlClass}>
        <option value="">{placeholder}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function NumberField({
  name,
  label,
  value,
  placeholder,
}: {
  name: string;
  label: string;
  value?: string;
  placeholder?: string;
}) {
  const id = `filtro-${name}`;
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={controlClass}
      />
    </Field>
  );
}

export function CheckField({
  name,
  label,
  checked,
  value = 'true',
}: {
  name: string;
  label: string;
  checked: boolean;
  value?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-primary" />
      {label}
    </label>
  );
}
