import Link from 'next/link';

/** Page numbers to show: at most 5 around the current one (SPEC §9). */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}

const item = 'grid min-w-10 place-items-center rounded-lg border px-3 py-2 text-sm font-medium';
const link = `${item} border-slate-300 bg-white text-ink hover:border-primary hover:text-primary`;

function Jump({ href, label, text, rel }: { href: string; label: string; text: string; rel?: string }) {
  return (
    <Link href={href} aria-label={label} title={label} rel={rel} className={link}>
      <span aria-hidden>{text}</span>
    </Link>
  );
}

/**
 * SPEC §9 pagination: at most five numbers, ellipses where pages are skipped, first/last and
 * previous/next jumps; nothing at all for a single page. Links, so it works without script.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  return (
    <nav aria-label="Paginación" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <>
          <Jump href={hrefFor(1)} label="Primera página" text="«" />
          <Jump href={hrefFor(page - 1)} label="Página anterior" text="‹" rel="prev" />
        </>
      )}
      {first > 1 && (
        <span aria-hidden data-testid="ellipsis" className="px-1 text-muted">
          …
        </span>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${item} border-primary bg-primary text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} className={link}>
            {n}
          </Link>
        ),
      )}
      {last < pages && (
        <span aria-hidden data-testid="ellipsis" className="px-1 text-muted">
          …
        </span>
      )}
      {page < pages && (
        <>
          <Jump href={hrefFor(page + 1)} label="Página siguiente" text="›" rel="next" />
          <Jump href={hrefFor(pages)} label="Última página" text="»" />
        </>
      )}
    </nav>
  );
}
