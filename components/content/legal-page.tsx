export interface LegalSection {
  id: string;
  title: string;
  body: React.ReactNode;
}

/** A legal document: title, date, table of contents (a sticky column on desktop) and numbered sections. */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro: React.ReactNode;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-[#8a4f00]">Información legal</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink md:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted">Última actualización: {updated}</p>
        <div className="mt-5 text-lg leading-8 text-ink">{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Contenido" className="hidden lg:block">
          <div className="sticky top-28 rounded-2xl bg-surface p-5">
            <p className="text-sm font-bold text-ink">Contenido</p>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-muted hover:text-primary">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-28">
              <h2 id={`${s.id}-title`} className="text-xl font-bold text-ink md:text-2xl">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-7 text-ink [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ul]:list-disc [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
