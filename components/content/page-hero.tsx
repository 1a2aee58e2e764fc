/** The title band of the content pages: eyebrow, h1 and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-primary to-primary-dark text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-secondary">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight md:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-white/85">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
