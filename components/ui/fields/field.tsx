import { useId, type ComponentProps, type ReactNode } from 'react';

import { formatPrice } from '@/lib/format';

import type { FieldLook } from './looks';

// The labelled controls of every form, public and admin. Field wires the label, the note under
// the control (the error, else a hint) and the control's id, name, required and aria-* once; the
// rest are Field around one kind of control. Server and client components both render them.

export interface FieldProps {
  look: FieldLook;
  label: ReactNode;
  name?: string;
  /** The control's id; else the look's prefix and the name; else a generated one. */
  id?: string;
  error?: string;
  /** Under the control while there is no error (aria-describedby points at whichever shows). */
  hint?: ReactNode;
  required?: boolean;
  /** In a look whose fields are required unless marked, this one is not. */
  optional?: boolean;
  /** The required mark without the `required` attribute (the form checks the field itself), or none. */
  mark?: 'required' | false;
  /** The box's layout classes: its <div>, or the <label> in a wrapping look. */
  className?: string;
  /** More classes for the control. */
  controlClassName?: string;
}

/** What a control takes from its field. */
export interface ControlProps {
  id?: string;
  name?: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

/** Class names, the empty ones left out; no class at all rather than an empty one. */
export const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

export function Field({
  look,
  label,
  name,
  id,
  error,
  hint,
  required,
  optional,
  mark,
  className,
  controlClassName,
  textarea = false,
  children,
  ...rest
}: FieldProps & { textarea?: boolean; children: (control: ControlProps, rest: object) => ReactNode }) {
  const generated = useId();
  const base = id ?? (name !== undefined && look.idPrefix !== undefined ? `${look.idPrefix}${name}` : generated);
  const isRequired = look.requiredUnlessOptional ? !optional : required;
  const note = error
    ? { id: `${base}-error`, className: look.error, text: error }
    : hint
      ? { id: `${base}-hint`, className: look.hint, text: hint }
      : null;
  const Note = look.wrap ? 'span' : 'p';
  const marked =
    mark === false ? null : isRequired || mark ? look.marks?.required : optional ? look.marks?.optional : null;
  const control = children(
    {
      id: look.wrap ? undefined : base,
      name,
      required: isRequired || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': note?.id,
      className: cx(look.control, textarea && look.textarea, error ? look.invalid : look.valid, controlClassName)!,
    },
    rest,
  );
  const noteElement = note && (
    <Note id={note.id} className={note.className}>
      {note.text}
    </Note>
  );

  if (look.wrap) {
    return (
      <label className={cx(look.label, className)}>
        {label}
        {marked}
        {control}
        {noteElement}
      </label>
    );
  }
  return (
    <div className={cx(look.box, className)}>
      <label htmlFor={base} className={look.label}>
        {label}
        {marked}
      </label>
      {control}
      {noteElement}
    </div>
  );
}

type Native<A> = Omit<A, keyof FieldProps | 'className' | 'children'>;
type InputProps = Native<ComponentProps<'input'>>;

/** A text input (or e-mail, phone, password, search, URL, time...). */
export function TextField(props: FieldProps & InputProps) {
  return <Field {...props}>{(control, input) => <input {...control} {...input} />}</Field>;
}

export function TextArea(props: FieldProps & Native<ComponentProps<'textarea'>>) {
  return (
    <Field {...props} textarea>
      {(control, textarea) => <textarea {...control} {...textarea} />}
    </Field>
  );
}

/** The search box over a list: 'Buscar', typed as a search. */
export function SearchField(props: Omit<FieldProps, 'label'> & InputProps & { label?: ReactNode }) {
  return <TextField label="Buscar" type="search" {...props} />;
}

const COP = { min: 0, step: 1, inputMode: 'numeric' } as const;

/** A number input; `cop`: whole pesos (from 0, no decimals, the numeric keypad). */
export function NumberField({ cop = false, ...props }: FieldProps & InputProps & { cop?: boolean }) {
  return <TextField type="number" {...(cop ? COP : {})} {...props} />;
}

/** A whole number of pesos as people type it ("300.000.000" too), or NaN. */
export const parsePesos = (text: string) => (/^[\d.\s]+$/.test(text.trim()) ? Number(text.replace(/[.\s]/g, '')) : NaN);

/**
 * An amount in pesos typed freely (dots and spaces allowed); under it, the amount as understood,
 * in COP, once there is one (`echo`), else `hint`.
 */
export function PesosField({
  value,
  hint,
  echo = true,
  ...props
}: FieldProps & InputProps & { value: string; echo?: boolean }) {
  const amount = parsePesos(value);
  const understood = echo && Number.isInteger(amount) && amount > 0 ? formatPrice(amount) : null;
  return <TextField inputMode="numeric" value={value} hint={understood ?? hint} {...props} />;
}

/** A date input: an empty `min` or `max` sets no bound. */
export function DateField({ min, max, ...props }: FieldProps & InputProps) {
  return <TextField type="date" min={min || undefined} max={max || undefined} {...props} />;
}

/** An option as [value, text] (Object.entries of a label map) or { value, label }. */
export type Option =
  readonly [value: string | number, text: ReactNode] | { readonly value: string | number; readonly label: ReactNode };

/** A select: `placeholder` is a first, empty option; `children` follow the options. */
export function SelectField({
  options = [],
  placeholder,
  children,
  ...props
}: FieldProps &
  Native<ComponentProps<'select'>> & {
    options?: ReadonlyArray<Option>;
    placeholder?: ReactNode;
    children?: ReactNode;
  }) {
  return (
    <Field {...props}>
      {(control, select) => (
        <select {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const [value, text] = 'value' in option ? [option.value, option.label] : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
          {children}
        </select>
      )}
    </Field>
  );
}
