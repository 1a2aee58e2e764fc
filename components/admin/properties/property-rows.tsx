import Link from 'next/link';

import type { MandateStatus } from '@/lib/domain/mandates';
import { formatNumber, formatPrice, formatShortDate } from '@/lib/format';

import { StatusBadge, typeLabel } from './labels';
import { MandateBadge } from './mandate-badge';

/** A row of GET /api/properties as the admin list reads it. */
export interface ListedProperty {
  _id: string;
  code: string;
  title: string;
  type: string;
  price: number;
  status: string;
  featured: boolean;
  views: number;
  location: { city: string; neighborhood: string };
  createdAt: string;
  agentId: string | null;
  agent: { name: string };
  /** The mandate's status today, null without one (staff lists only). */
  mandateStatus?: MandateStatus | null;
}

/** The reference code before the type and place ("IB-0001 · Apartamento · Chicó"). */
function Code({ code }: { code: string }) {
  return code ? <span className="font-mono font-semibold text-ink">{code} · </span> : null;
}

type OnDelete = ((p: ListedProperty) => void) | undefined;
const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

function Actions({ property, onDelete }: { property: ListedProperty; onDelete: OnDelete }) {
  const button = 'rounded-lg border px-3 py-1.5 text-xs font-semibold';
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/admin/properties/edit/${property._id}`}
        className={`${button} border-slate-300 text-primary hover:border-primary`}
        aria-label={`Editar ${property.title}`}
      >
        Editar
      </Link>
      <a
        href={`/property/${property._id}`}
        target="_blank"
        rel="noopener"
        className={`${button} border-slate-300 text-ink hover:border-primary`}
        aria-label={`Ver ${property.title} (se abre en una pestaña nueva)`}
      >
        Ver
      </a>
      {onDelete && (
        <button
          type="button"
          onClick={() => onDelete(property)}
          className={`${button} border-rose-200 text-rose-700 hover:bg-rose-50`}
          aria-label={`Eliminar ${property.title}`}
        >
          Eliminar
        </button>
      )}
    </div>
  );
}

function Featured({ featured }: { featured: boolean }) {
  return featured ? (
    <span className="rounded-full bg-secondary/20 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Destacada</span>
  ) : null;
}

/** The admin list rows: a table on desktop, cards on phones (no delete without `onDelete`; `showAgent` for admins). */
export function PropertyRows({
  items,
  onDelete,
  showAgent = false,
}: {
  items: ListedProperty[];
  onDelete?: OnDelete;
  showAgent?: boolean;
}) {
  const place = (p: ListedProperty) =>
    [p.location.city, p.location.neighborhood, showAgent && p.agentId && `Asesor: ${p.agent.name}`]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th className="px-4 py-3">Propiedad</th>
              <th className="px-4 py-3">Precio</th>
              <th className="px-4 py-3">Estado</th>
              <th className="px-4 py-3">Mandato</th>
              <th className="px-4 py-3">Vistas</th>
              <th className="px-4 py-3">Creada</th>
              <th className="px-4 py-3">Acciones</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p._id} data-testid="property-row">
                <td className="px-4 py-3">
                  <p className="font-medium text-ink">{p.title}</p>
                  <p className="text-xs text-muted">
                    <Code code={p.code} />
                    {typeLabel(p.type)} · {place(p)}
                  </p>
                  <Featured featured={p.featured} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">{formatPrice(p.price)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={p.status} />
                </td>
                <td className="px-4 py-3">
                  <MandateBadge status={p.mandateStatus ?? null} />
                </td>
                <td className="px-4 py-3">{formatNumber(p.views)}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatShortDate(p.createdAt)}</td>
                <td className="px-4 py-3">
                  <Actions property={p} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {items.map((p) => (
          <li key={p._id} data-testid="property-card" className={CARD}>
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-ink">{p.title}</p>
              <StatusBadge status={p.status} />
            </div>
            <p className="mt-1 text-xs text-muted">
              <Code code={p.code} />
              {typeLabel(p.type)} · {place(p)}
            </p>
            <p className="mt-2 font-semibold text-primary">{formatPrice(p.price)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
              <span>{formatNumber(p.views)} vistas</span>·<span>{formatShortDate(p.createdAt)}</span>
              <Featured featured={p.featured} />
              <span>
                Mandato: <MandateBadge status={p.mandateStatus ?? null} />
              </span>
            </p>
            <div className="mt-3">
              <Actions property={p} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
