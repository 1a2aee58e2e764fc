import Link from 'next/link';

/** Page numbers to show: at most 5 around the current one. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}

const item = 'grid min-w-10 place-items-center rounded-lg border px-3 py-2 text-sm font-medium';
const control = `${item} border-slate-300 bg-white text-ink hover:border-primary hover:text-primary`;

/** Links where the page lives in the URL (they work without script); buttons where a client list keeps it. */
type Target =
  { hrefFor: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; hrefFor?: never };

function Go({
  to,
  target,
  label,
  rel,
  children,
}: {
  to: number;
  target: Target;
  label?: string;
  rel?: string;
  children: React.ReactNode;
}) {
  if (target.onPage) {
    const { onPage } = target;
    return (
      <button type="button" aria-label={label} title={label} className={control} onClick={() => onPage(to)}>
        {children}
      </button>
    );
  }
  return (
    <Link href={target.hrefFor(to)} aria-label={label} title={label} rel={rel} className={control}>
      {children}
    </Link>
  );
}

const Ellipsis = () => (
  <span aria-hidden data-testid="ellipsis" className="px-1 text-muted">
    …
  </span>
);

/**
 * Pagination for every paged list (docs/product-rules.md#limits): five numbers at most, ellipses, first/last and
 * previous/next jumps; nothing for a single page. `total` adds the admin lists' summary line.
 */
export function Pager({
  page,
  pages,
  total,
  className = '',
  ...target
}: { page: number; pages: number; total?: number; className?: string } & Target) {
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  const t = target as Target;
  return (
    <nav aria-label="Paginación" className={`flex flex-wrap items-center justify-center gap-2 ${className}`}>
      {page > 1 && (
        <>
          <Go to={1} target={t} label="Primera página">
            <span aria-hidden>«</span>
          </Go>
          <Go to={page - 1} target={t} label="Página anterior" rel="prev">
            <span aria-hidden>‹</span>
          </Go>
        </>
      )}
      {numbers[0] > 1 && <Ellipsis />}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${item} border-primary bg-primary text-white`}>
            {n}
          </span>
        ) : (
          <Go key={n} to={n} target={t}>
            {n}
          </Go>
        ),
      )}
      {numbers[numbers.length - 1] < pages && <Ellipsis />}
      {page < pages && (
        <>
          <Go to={page + 1} target={t} label="Página siguiente" rel="next">
            <span aria-hidden>›</span>
          </Go>
          <Go to={pages} target={t} label="Última página">
            <span aria-hidden>»</span>
          </Go>
        </>
      )}
      {total !== undefined && (
        <p className="basis-full text-center text-sm text-muted">
          Página {page} de {pages} · {total} en total
        </p>
      )}
    </nav>
  );
}
