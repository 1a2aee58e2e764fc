import Link from 'next/link';

import type { ApiNews } from '@/lib/validation/news';

import { NEWS_CATEGORY_LABELS, NEWS_STATUS_BADGE, newsStatusLabel } from './labels';

type Props = {
  items: ApiNews[];
  onDelete: (item: ApiNews) => void;
  formatDate: (value: string) => string;
  formatViews: (value: number) => string;
};

const action =
  'rounded-md px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

function Badges({ item }: { item: ApiNews }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${NEWS_STATUS_BADGE[item.status] ?? NEWS_STATUS_BADGE.draft}`}
      >
        {newsStatusLabel(item.status)}
      </span>
      {item.featured && (
        <span className="rounded-full bg-secondary/20 px-2 py-0.5 text-xs font-semibold text-amber-900">Destacada</span>
      )}
    </span>
  );
}

function Actions({ item, onDelete }: { item: ApiNews; onDelete: Props['onDelete'] }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Link
        href={`/admin/news/edit/${item._id}`}
        className={`${action} text-primary`}
        aria-label={`Editar ${item.title}`}
      >
        Editar
      </Link>
      <a
        href={`/news/${item.slug}`}
        target="_blank"
        rel="noopener noreferrer"
        className={`${action} text-primary`}
        aria-label={`Ver ${item.title} (se abre en una pestaña nueva)`}
      >
        Ver
      </a>
      <button
        type="button"
        onClick={() => onDelete(item)}
        className={`${action} text-red-700`}
        aria-label={`Eliminar ${item.title}`}
      >
        Eliminar
      </button>
    </span>
  );
}

const byline = (item: ApiNews) => (item.author?.name ? `Por ${item.author.name}` : 'Sin autor');

const COLUMNS = ['Noticia', 'Categoría', 'Estado', 'Vistas', 'Fecha', 'Acciones'];

/** SPEC's row: a table on desktop, cards on phones. */
export function NewsRows({ items, onDelete, formatDate, formatViews }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={`px-4 py-3${column === 'Vistas' ? ' text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item._id} data-testid="news-row" className="align-top">
                <td className="max-w-md px-4 py-3">
                  <p className="font-semibold text-ink">{item.title}</p>
                  <p className="mt-0.5 line-clamp-2 text-muted">{item.excerpt}</p>
                  <p className="mt-1 text-xs text-muted">{byline(item)}</p>
                </td>
                <td className="px-4 py-3">{NEWS_CATEGORY_LABELS[item.category] ?? item.category}</td>
                <td className="px-4 py-3">
                  <Badges item={item} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatViews(item.views)}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatDate(item.createdAt)}</td>
                <td className="px-4 py-3">
                  <Actions item={item} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden">
        {items.map((item) => (
          <li key={item._id} data-testid="news-card" className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-ink">{item.title}</p>
            <p className="mt-1 line-clamp-2 text-sm text-muted">{item.excerpt}</p>
            <p className="mt-2 text-xs text-muted">
              {NEWS_CATEGORY_LABELS[item.category] ?? item.category} · {byline(item)} · {formatViews(item.views)} vistas
              · {formatDate(item.createdAt)}
            </p>
            <div className="mt-2">
              <Badges item={item} />
            </div>
            <div className="mt-2 border-t border-slate-100 pt-2">
              <Actions item={item} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
