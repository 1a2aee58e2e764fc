/** What a field takes from its form's state: value, error, change handler and (for forms posted by name) name. */
export interface FieldBinding<K extends string = string> {
  name?: K;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * `bind(key)` spreads a form's value, error and setter for that key onto a field, and the key
 * as the control's name unless `named: false` (a screen whose controls never had names).
 */
export const binder =
  <K extends string>(
    values: NoInfer<Record<K, string>>,
    errors: Partial<Record<string, string>>,
    set: (key: K, value: string) => void,
    { named = true }: { named?: boolean } = {},
  ) =>
  (key: K): FieldBinding<K> => ({
    ...(named && { name: key }),
    value: values[key],
    error: errors[key],
    onChange: (event) => set(key, event.target.value),
  });

/** One value and its setter as a field's value and change handler. */
export const bindValue = (value: string, set: (value: string) => void) => ({
  value,
  onChange: (event: { target: { value: string } }) => set(event.target.value),
});

/** The keys of T whose values are strings: what a text field can edit. */
export type TextKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/** A binder for a form set by patches (the admin's record forms), whose controls have no names. */
export const patchBinder = <T>(values: T, errors: Partial<Record<string, string>>, set: (patch: Partial<T>) => void) =>
  binder(
    values as Record<TextKeys<T>, string>,
    errors,
    (key: TextKeys<T>, value: string) => set({ [key]: value } as Partial<T>),
    { named: false },
  );
