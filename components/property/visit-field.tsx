import type { InputHTMLAttributes } from 'react';

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * A labelled field of the visit forms, its ids prefixed with `visita-` so it can share a page
 * with the inquiry form's fields of the same name.
 */
export function VisitField({
  name,
  label,
  error,
  multiline,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string; multiline?: boolean }) {
  const id = `visita-${name}`;
  const a11y = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const border = error ? 'border-red-500' : 'border-slate-300';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea {...a11y} rows={3} maxLength={2000} className={`${control} ${border}`} />
      ) : (
        <input {...a11y} {...input} className={`${control} ${border}`} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
