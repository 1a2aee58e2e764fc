/** A match's score and its reasons, as chips. */
export function MatchReasons({ score, reasons }: { score: number; reasons: string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="rounded-full bg-primary px-2 py-0.5 font-semibold text-white" title="Puntaje del cruce">
        {score}/100
      </span>
      {reasons.map((reason) => (
        <span key={reason} className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-900">
          {reason}
        </span>
      ))}
    </div>
  );
}
