// The blocks the book of business's list screens (demands, owners, cruces) share, so they look alike.

/** The screen's title, a line on what it lists, and its actions on the right. */
export function ListHeader({ title, intro, children }: { title: string; intro: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}

/** Where the list goes while it loads. */
export function ListLoading({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
      {children}
    </p>
  );
}

/** Where the list goes when it has nothing: what is missing, and how to add some or why none. */
export function ListEmpty({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{children}</p>
    </div>
  );
}

/** The top of a list's card: a kicker over the title, what follows it, and a badge on the right. */
export function CardHead({
  kicker,
  title,
  badge,
  children,
}: {
  kicker: React.ReactNode;
  title: React.ReactNode;
  badge: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">{kicker}</p>
        <h2 className="mt-0.5 text-base font-semibold text-ink">{title}</h2>
        {children}
      </div>
      {badge}
    </div>
  );
}
