'use client';

import { useState } from 'react';

export type FieldErrors = Partial<Record<string, string>>;

/** A zod issue, or a field the API named in its 400 (its dotted path split). */
export type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/**
 * An answer the API refused, as the admin's client throws it (AdminApiError) and `refuse` below:
 * the Spanish message, the status (0: no connection) and the fields a 400 names.
 */
export interface Refusal extends Error {
  status: number;
  errors?: ReadonlyArray<{ field: string; message: string }>;
}

/** What a zod `safeParse` answers. */
type Checked<T> = { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<Issue> } };

const isRefusal = (error: unknown): error is Refusal =>
  error instanceof Error && typeof (error as Partial<Refusal>).status === 'number';

/** Throws the API's refusal from a `send` that got an answer instead of an exception (the public posts). */
export function refuse(message: string, errors?: Refusal['errors'], status = 400): never {
  throw Object.assign(new Error(message), { status, errors });
}

/** A form's own check (messages by field, none: it passes) as `submit` takes it. */
export function checkedBy<T>(data: T, errors: FieldErrors): Checked<T> {
  const issues = Object.entries(errors).flatMap(([field, message]) => (message ? [{ path: [field], message }] : []));
  return issues.length ? { success: false, error: { issues } } : { success: true, data };
}

/** The first message of each field, by its top-level key ('form': the form as a whole). */
export function issuesByField(issues: ReadonlyArray<Issue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

export interface SubmitOptions {
  /** Where the errors by field go (the field kit's `setErrors`); none: a form without field errors. */
  setErrors?: (errors: FieldErrors) => void;
  /** Issues to the form's keys, when they are not the top-level ones. */
  errorsOf?: (issues: ReadonlyArray<Issue>) => FieldErrors;
  /** The line over the button when the form's own check fails (else a 'form' issue's message, if any). */
  invalid?: string;
  /** After errors land under the fields (from the check or the API): focus the first, say. */
  onErrors?: () => void;
  /** The failure line from the refusal's message (default: the message itself). */
  describe?: (message: string, refusal?: Refusal) => string;
  /** A refusal the form shows its own way; true when handled (no failure line). */
  onRefusal?: (refusal: Refusal) => boolean;
  /** The failure line for an error that is no refusal (default: the generic 'Error desconocido'). */
  unknown?: string;
  /** The failure line goes elsewhere too (a notice of the page rather than a line of the form). */
  onFailure?: (line: string) => void;
  /** After a success the form stays busy: the page is leaving (a sign-in, a new session). */
  stayBusy?: boolean;
}

/**
 * One way to submit a form: the values checked with the API's own zod schema (issues under their
 * fields), then sent while `busy`; the API's refusal puts its field messages under the fields and
 * its message in `failure`, and any other error the generic one (docs/product-rules.md#messages).
 * `submit` answers whether `send` went through.
 */
const ignore = () => undefined;

export function useSubmit({
  setErrors = ignore,
  errorsOf = issuesByField,
  invalid,
  onErrors,
  describe,
  onRefusal,
  unknown = 'Error desconocido',
  onFailure,
  stayBusy = false,
}: SubmitOptions) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const fail = (line: string) => {
    setFailure(line);
    onFailure?.(line);
  };

  async function submit<T>(checked: Checked<T>, send: (data: T) => Promise<unknown>): Promise<boolean> {
    setFailure('');
    if (!checked.success) {
      const found = errorsOf(checked.error.issues);
      setErrors(found);
      const line = invalid ?? found.form;
      if (line) fail(line);
      onErrors?.();
      return false;
    }
    setBusy(true);
    let sent = false;
    try {
      await send(checked.data);
      sent = true;
      return true;
    } catch (error) {
      if (!isRefusal(error)) {
        fail(describe ? describe(unknown) : unknown);
        return false;
      }
      if (onRefusal?.(error)) return false;
      if (error.errors?.length) {
        setErrors(errorsOf(error.errors.map(({ field, message }) => ({ path: field.split('.'), message }))));
        onErrors?.();
      }
      fail(describe ? describe(error.message, error) : error.message);
      return false;
    } finally {
      if (!(sent && stayBusy)) setBusy(false);
    }
  }

  /** An action with nothing to check (a delete, an upload), its refusal shown the same way. */
  const run = (send: () => Promise<unknown>) => submit({ success: true, data: undefined }, send);

  return { busy, failure, setFailure, submit, run };
}
