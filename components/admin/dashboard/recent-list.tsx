import Link from 'next/link';

export interface RecentItem {
  id: string;
  title: string;
  detail: string;
  badge: React.ReactNode;
}

/** 'Propiedades Recientes' / 'Noticias Recientes': five rows with edit and delete. */
export function RecentList({
  title,
  allHref,
  editHref,
  items,
  empty,
  onDelete,
}: {
  title: string;
  allHref: string;
  editHref: (id: string) => string;
  items: RecentItem[];
  empty: string;
  onDelete: (item: RecentItem) => void;
}) {
  return (
    <section
      aria-labelledby={`${allHref}-title`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <h2 id={`${allHref}-title`} className="font-semibold text-ink">
          {title}
        </h2>
        <Link href={allHref} className="text-sm font-semibold text-primary hover:underline">
          Ver todas
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 py-3">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <p className="truncate font-medium text-ink">{item.title}</p>
                <p className="text-xs text-muted">{item.detail}</p>
              </div>
              {item.badge}
              <div className="ml-auto flex gap-2">
                <Link
                  href={editHref(item.id)}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-primary hover:border-primary"
                  aria-label={`Editar ${item.title}`}
                >
                  Editar
                </Link>
                <button
                  type="button"
                  onClick={() => onDelete(item)}
                  className="rounded-lg border border-rose-200 px-3 py-1.5 text-xs font-semibold text-rose-700 hover:bg-rose-50"
                  aria-label={`Eliminar ${item.title}`}
                >
                  Eliminar
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
