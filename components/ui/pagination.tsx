import Link from 'next/link';

/** Page numbers to show: at most 5 around the current one, plus first/last (SPEC §9). */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}

export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  const item = 'grid min-w-10 place-items-center rounded-lg border px-3 py-2 text-sm font-medium';
  return (
    <nav aria-label="Paginación" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} className={`${item} border-slate-300 hover:border-primary`} rel="prev">
          Anterior
        </Link>
      )}
      {numbers[0] > 1 && (
        <>
          <Link href={hrefFor(1)} className={`${item} border-slate-300 hover:border-primary`}>1</Link>
          {numbers[0] > 2 && <span aria-hidden>…</span>}
        </>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${item} border-primary bg-primary text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} className={`${item} border-slate-300 hover:border-primary`}>
            {n}
          </Link>
        ),
      )}
      {numbers[numbers.length - 1] < pages && (
        <>
          {numbers[numbers.length - 1] < pages - 1 && <span aria-hidden>…</span>}
          <Link href={hrefFor(pages)} className={`${item} border-slate-300 hover:border-primary`}>{pages}</Link>
        </>
      )}
      {page < pages && (
        <Link href={hrefFor(page + 1)} className={`${item} border-slate-300 hover:border-primary`} rel="next">
          Siguiente
        </Link>
      )}
    </nav>
  );
}
