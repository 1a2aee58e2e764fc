import Link from 'next/link';
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const control =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink placeholder:text-slate-500 focus:border-primary focus:outline-2 focus:outline-primary/30';

type FieldProps = { label: string; name: string; error?: string; optional?: boolean };

function Label({ label, name, optional }: Omit<FieldProps, 'error'>) {
  return (
    <label htmlFor={name} className="text-sm font-semibold text-ink">
      {label}
      {optional ? (
        <span className="font-normal text-muted"> (opcional)</span>
      ) : (
        <span aria-hidden className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

const describedBy = (name: string, error?: string) => (error ? `${name}-error` : undefined);

/** What every text, long-text and select control of these forms carries. */
const controlAttrs = (name: string, optional: boolean | undefined, error: string | undefined) => ({
  id: name,
  name,
  required: !optional,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(name, error),
  className: `${control} ${error ? 'border-red-600' : 'border-slate-300'}`,
});

/** A labelled input with its error under it, tied by aria-describedby. */
export function TextField({
  label,
  name,
  error,
  optional,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label label={label} name={name} optional={optional} />
      <input {...controlAttrs(name, optional, error)} {...input} />
      <FieldError name={name} error={error} />
    </div>
  );
}

export function TextArea({
  label,
  name,
  error,
  optional,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <Label label={label} name={name} optional={optional} />
      <textarea
        id={name}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error)}
        className={`${control} min-h-36 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

/** A checkbox with its label (which may hold links) and error. */
export function CheckboxField({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={name}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error)}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={name} className="text-sm leading-relaxed text-ink">
          {children}
        </label>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}

/** DESIGN.md §5: the unticked Ley 1581 consent every form with personal data carries. */
export function PrivacyConsent(props: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <CheckboxField name="acceptPrivacy" {...props}>
      Autorizo el tratamiento de mis datos personales conforme a la Ley 1581 de 2012 y la{' '}
      <Link href="/privacy" className="font-semibold text-primary underline underline-offset-2" target="_blank">
        Política de Privacidad
      </Link>
      .
    </CheckboxField>
  );
}

/** A field people never see or reach; bots fill it and the API drops their submission. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website">No llenes este campo</label>
      <input
        id="website"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The success / error banner of a form, announced to screen readers. */
export function FormStatus({ status, message }: { status: 'success' | 'error'; message: string }) {
  return (
    <div
      role={status === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm font-medium ${
        status === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
      }`}
    >
      {message}
    </div>
  );
}

/** A labelled select with its error under it, styled like the text fields. */
export function SelectField({
  label,
  name,
  error,
  optional,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <Label label={label} name={name} optional={optional} />
      <select {...controlAttrs(name, optional, error)} {...select}>
        {children}
      </select>
      <FieldError name={name} error={error} />
    </div>
  );
}
