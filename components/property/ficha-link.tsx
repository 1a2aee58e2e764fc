import { FICHA_LABEL } from '@/lib/domain/ficha';

/**
 * "Descargar ficha": a plain link to the listing's printable PDF (docs/ficha.md), opened by the
 * browser's own viewer in a new tab, where it can be printed, saved or shared.
 */
export function FichaLink({ id, className }: { id: string; className?: string }) {
  return (
    <a
      href={`/property/${encodeURIComponent(id)}/ficha.pdf`}
      target="_blank"
      rel="noopener"
      data-testid="ficha-link"
      className={
        className ??
        'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-primary'
      }
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M12 11v6m-3-3 3 3 3-3" />
      </svg>
      {FICHA_LABEL}
      <span className="sr-only"> (PDF, se abre en una pestaña nueva)</span>
    </a>
  );
}
