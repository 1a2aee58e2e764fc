/** One part of the demand form: a card whose legend reads as its heading. */
export function FormBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      {/* Floated, so the legend sits inside the card as a heading rather than on its border. */}
      <legend className="float-left w-full text-base font-semibold text-ink">{title}</legend>
      <div className="clear-both space-y-4 pt-3">{children}</div>
    </fieldset>
  );
}
