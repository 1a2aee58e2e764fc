/** One "Label: value" pair of a record's facts, inside a `<dl>`; `wide` spans both columns from `sm` up. */
export function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`flex gap-1 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="shrink-0 text-muted">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
