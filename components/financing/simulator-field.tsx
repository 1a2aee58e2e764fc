export const labelClass = 'block text-sm font-medium text-ink';
export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-rose-600';

/** A labelled text input of the simulator with its note under it: the error when there is one, else a hint. */
export function SimulatorField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  decimal = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: string;
  decimal?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-note`}
        inputMode={decimal ? 'decimal' : 'numeric'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      <p id={`${id}-note`} className={`mt-1 text-xs ${error ? 'font-medium text-rose-700' : 'text-muted'}`}>
        {error ?? hint}
      </p>
    </div>
  );
}
