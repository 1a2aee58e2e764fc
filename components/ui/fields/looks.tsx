import type { ReactNode } from 'react';

// How the fields of each family of forms look: class names only. The markup, ids and aria-* are
// built once, in field.tsx and choice.tsx; a form picks its family's look (or spreads one and
// changes a class). The families differ because the screens were drawn apart, not by design:
// merging two looks is a visual change, to be made on purpose and checked in screenshots.

/** A labelled text, number, date or select control and the note (error or hint) under it. */
export interface FieldLook {
  /** The <label> wraps text, control and note (no ids needed); otherwise a <div> holds a <label for>. */
  wrap?: boolean;
  /** The <div>'s class (a field's own `className` is added to it). */
  box?: string;
  /** The <label>'s class (with `wrap`, a field's own `className` is added to it). */
  label: string;
  control: string;
  /** Added to `control` for a textarea. */
  textarea?: string;
  /** Added to `control` while the field has no error / has one. */
  valid?: string;
  invalid?: string;
  error?: string;
  hint?: string;
  /** The control's id is this plus its name (else a generated id). */
  idPrefix?: string;
  /** Every field is required unless marked `optional` (the public lead forms). */
  requiredUnlessOptional?: boolean;
  /** What follows the label text of a required / an optional field. */
  marks?: { required?: ReactNode; optional?: ReactNode };
}

/** A checkbox and its label (which may hold links), with the error under it where it can have one. */
export interface CheckLook {
  /** The <label> wraps the checkbox and its text; otherwise the checkbox and a <label for> share `row`. */
  wrap?: boolean;
  /** The text in a <span> (wrap only: a block next to the box). */
  span?: boolean;
  row?: string;
  label: string;
  control: string;
  /** A look with an error class puts the label and its error in a <div>. */
  error?: string;
}

const asterisk = (
  <span aria-hidden className="text-red-700">
    *
  </span>
);
const LABEL = 'block text-sm font-medium text-ink';
const ERROR = 'mt-1 text-sm text-red-600';

/** The public lead forms (contact, plan request, valuation, owner): ids are the names. */
export const siteLook: FieldLook = {
  label: 'text-sm font-semibold text-ink',
  control:
    'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink placeholder:text-slate-500 focus:border-primary focus:outline-2 focus:outline-primary/30',
  textarea: 'min-h-36',
  valid: 'border-slate-300',
  invalid: 'border-red-600',
  error: 'mt-1 text-sm font-medium text-red-700',
  idPrefix: '',
  requiredUnlessOptional: true,
  marks: {
    required: (
      <span aria-hidden className="text-red-700">
        {' '}
        *
      </span>
    ),
    optional: <span className="font-normal text-muted"> (opcional)</span>,
  },
};

/** Sign-in, registration, the visitor's account and the property inquiry: ids are the names. */
export const accountLook: FieldLook = {
  label: LABEL,
  control:
    'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20',
  valid: 'border-slate-300',
  invalid: 'border-red-500',
  error: ERROR,
  idPrefix: '',
};

/** The visit booking's fields: `visita-` ids, so they can share a page with the inquiry's. */
export const visitLook: FieldLook = {
  ...accountLook,
  control:
    'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20',
  idPrefix: 'visita-',
};

/** Fields of the property page that never show an error (the inquiry's message, the visit's day). */
export const plainLook: FieldLook = {
  label: LABEL,
  control:
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-primary',
  idPrefix: '',
};

/** The admin's record forms (property, team member): error, else hint, under each field. */
export const adminLook: FieldLook = {
  label: LABEL,
  control:
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal text-ink disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-rose-500',
  error: 'mt-1 text-xs font-medium text-rose-700',
  hint: 'mt-1 text-xs text-muted',
};

/** The admin's panels (news, settings, locations, leads, filters): the label wraps its control. */
export const panelLook: FieldLook = {
  wrap: true,
  label: LABEL,
  control:
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30',
  hint: 'mt-1 block text-xs font-normal text-muted',
  marks: {
    required: <> {asterisk}</>,
  },
};

/** The admin property list's filters (its selects add bg-white). */
export const listLook: FieldLook = {
  wrap: true,
  label: 'text-sm font-medium text-ink',
  control: 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-normal',
};

/** The financing simulator: error, else hint, under each field. */
export const simulatorLook: FieldLook = {
  label: LABEL,
  control:
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-rose-600',
  error: adminLook.error,
  hint: adminLook.hint,
};

/** The listing's filter panel and toolbar: `filtro-` ids. */
export const filterLook: FieldLook = {
  label: 'text-sm font-medium text-ink',
  control:
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-primary disabled:bg-slate-100 disabled:text-muted',
  idPrefix: 'filtro-',
};

/** The home page's search bar. */
export const searchLook: FieldLook = {
  label: 'block text-sm font-semibold text-ink',
  control:
    'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-ink disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-muted',
};

/** 'Guardar búsqueda' on the listing. */
export const saveSearchLook: FieldLook = {
  label: 'text-sm font-medium text-ink',
  control: 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base',
};

/** The saved searches listed in the visitor's account. */
export const savedSearchLook: FieldLook = {
  label: LABEL,
  control: 'mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2',
};

/** The checkboxes of the public lead forms: a larger box, the label beside it. */
export const siteCheckLook: CheckLook = {
  row: 'flex items-start gap-3',
  label: 'text-sm leading-relaxed text-ink',
  control: 'mt-0.5 size-5 shrink-0 accent-primary',
  error: siteLook.error,
};

/** A consent under the account and property forms: the text beside the box, its error under it. */
export const consentCheckLook: CheckLook = {
  wrap: true,
  span: true,
  label: 'flex items-start gap-2 text-sm text-ink',
  control: 'mt-0.5 size-4 accent-primary',
  error: ERROR,
};

/** An option with a line of explanation (text beside the box, never an error). */
export const noteCheckLook: CheckLook = {
  wrap: true,
  span: true,
  label: 'flex items-start gap-2 text-sm text-ink',
  control: 'mt-0.5 size-4 shrink-0 accent-primary',
};

/** A one-line option (admin flags, listing filters). */
export const inlineCheckLook: CheckLook = {
  wrap: true,
  label: 'flex items-center gap-2 text-sm text-ink',
  control: 'size-4 accent-primary',
};
