import Link from 'next/link';
import { useId, type ReactNode } from 'react';

import { cx } from './field';
import { consentCheckLook, siteCheckLook, type CheckLook } from './looks';

export interface CheckboxProps {
  look: CheckLook;
  name?: string;
  value?: string;
  /** The checkbox's id (a look with a separate label); the base of the error's id. Else the name. */
  id?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  error?: string;
  /** Layout classes: of the box in a look with a separate label, else of the label. */
  className?: string;
  children: ReactNode;
}

/** A checkbox with its label (which may hold links) and its error, tied by aria-describedby. */
export function CheckboxField({
  look,
  name,
  value,
  id,
  checked,
  defaultChecked,
  onChange,
  error,
  className,
  children,
}: CheckboxProps) {
  const generated = useId();
  const base = id ?? name ?? generated;
  const errorId = error ? `${base}-error` : undefined;
  const box = (
    <input
      type="checkbox"
      id={look.wrap ? undefined : base}
      name={name}
      value={value}
      checked={checked}
      defaultChecked={defaultChecked}
      onChange={onChange && ((event) => onChange(event.target.checked))}
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
      className={look.control}
    />
  );
  const note = error && (
    <p id={errorId} className={look.error}>
      {error}
    </p>
  );

  if (!look.wrap) {
    return (
      <div className={className}>
        <div className={look.row}>
          {box}
          <label htmlFor={base} className={look.label}>
            {children}
          </label>
        </div>
        {note}
      </div>
    );
  }
  const label = (
    <label className={cx(look.label, className)}>
      {box}
      {look.span ? <span>{children}</span> : children}
    </label>
  );
  return look.error ? (
    <div>
      {label}
      {note}
    </div>
  ) : (
    label
  );
}

type Item = Omit<CheckboxProps, 'look' | 'className'> & { key?: string };

/** Checkboxes under a legend; `listClassName` lays them out in a <div> of their own. */
export function CheckboxGroup({
  legend,
  look,
  items,
  className,
  legendClassName,
  listClassName,
  itemClassName,
}: {
  legend: ReactNode;
  look: CheckLook;
  items: ReadonlyArray<Item>;
  className?: string;
  legendClassName?: string;
  listClassName?: string;
  itemClassName?: string;
}) {
  const boxes = items.map(({ key, ...item }) => (
    <CheckboxField key={key ?? `${item.name}-${item.value}`} look={look} className={itemClassName} {...item} />
  ));
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {listClassName ? <div className={listClassName}>{boxes}</div> : boxes}
    </fieldset>
  );
}

/** An on/off setting: a checkbox drawn as a switch (keyboard and screen readers see a checkbox). */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        {description && <span className="mt-0.5 block text-sm text-muted">{description}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-slate-300 transition peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5"
      />
    </label>
  );
}

const privacy = (className: string, newTab = false) => (
  <Link href="/privacy" className={className} target={newTab ? '_blank' : undefined}>
    Política de Privacidad
  </Link>
);

/**
 * The words of each family of forms, as they have always read (one wording for all is a copy
 * change for whoever answers for the privacy policy): the public lead forms, registration, and
 * the property page's inquiry and visit.
 */
const CONSENTS = {
  site: {
    look: siteCheckLook,
    words: (
      <>
        Autorizo el tratamiento de mis datos personales conforme a la Ley 1581 de 2012 y la{' '}
        {privacy('font-semibold text-primary underline underline-offset-2', true)}.
      </>
    ),
  },
  account: {
    look: consentCheckLook,
    words: (
      <>
        Autorizo el tratamiento de mis datos personales según la {privacy('font-medium text-primary hover:underline')}{' '}
        (Ley 1581 de 2012).
      </>
    ),
  },
  property: {
    look: consentCheckLook,
    words: (
      <>
        Autorizo el tratamiento de mis datos personales según la Ley 1581 de 2012 y la{' '}
        {privacy('font-semibold text-primary underline')}.
      </>
    ),
  },
} satisfies Record<string, { look: CheckLook; words: ReactNode }>;

/** The unticked Ley 1581 de 2012 data-processing consent of every form that takes personal data. */
export function ConsentField({
  variant,
  ...props
}: Omit<CheckboxProps, 'look' | 'name' | 'children'> & { variant: keyof typeof CONSENTS }) {
  const { look, words } = CONSENTS[variant];
  return (
    <CheckboxField look={look} name="acceptPrivacy" {...props}>
      {words}
    </CheckboxField>
  );
}
