'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';

import { formatPrice, formatShortDate } from '@/lib/format';

import { adminFetch } from '../api-client';
import { StatusBadge } from '../properties/labels';
import { AlertFigures } from './alert-figures';
import { EndingMandates } from './ending-mandates';
import { Icon, type IconName } from './icons';
import { LeadFigures } from './lead-figures';
import { loadDashboard, type DashboardData } from './load-dashboard';
import { OutboxCard } from './outbox-card';
import { RecentList, type RecentItem } from './recent-list';
import { IncreasesDue, LeasesEnding } from './rental-notices';
import { StatCard } from './stat-card';

const NEWS_STATUS: Record<string, string> = { published: 'Publicado', draft: 'Borrador', pending: 'Pendiente' };

const QUICK_ACTIONS: Array<{ href: string; label: string; icon: IconName }> = [
  { href: '/admin/properties/create', label: 'Agregar propiedad', icon: 'plus' },
  { href: '/admin/news/create', label: 'Crear noticia', icon: 'pen' },
  { href: '/admin/properties', label: 'Editar propiedades', icon: 'home' },
  { href: '/admin/news', label: 'Gestionar noticias', icon: 'list' },
];

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: DashboardData };

/** The admin dashboard with real figures (docs/admin-panel.md#dashboard). */
export function Dashboard() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', data: await loadDashboard() });
    } catch {
      setState({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    // Data comes from the API after mount; setState happens in the awaited callback.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  async function remove(kind: 'property' | 'news', item: RecentItem) {
    const question =
      kind === 'property'
        ? '¿Estás seguro de que quieres eliminar esta propiedad?'
        : '¿Estás seguro de que quieres eliminar esta noticia?';
    if (!window.confirm(question)) return;
    try {
      const { message } = await adminFetch(
        kind === 'property' ? `/api/properties/${item.id}` : `/api/news/${item.id}`,
        { method: 'DELETE' },
      );
      setNotice(
        message ?? (kind === 'property' ? 'Propiedad eliminada exitosamente' : 'Noticia eliminada exitosamente'),
      );
      await load();
    } catch (error) {
      const msg = (error as Error).message;
      setNotice(
        kind === 'property' ? `Error al eliminar la propiedad: ${msg}` : `Error al eliminar la noticia: ${msg}`,
      );
    }
  }

  if (state.kind === 'loading') {
    return (
      <div role="status" className="grid place-items-center py-24 text-center">
        <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
        <p className="mt-4 font-medium text-ink">Cargando dashboard...</p>
        <p className="mt-1 text-sm text-muted">Si tarda demasiado, verifica que el backend esté corriendo.</p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-rose-200 bg-white p-6 text-center shadow-sm"
      >
        <p className="font-semibold text-rose-800">
          Error al cargar los datos del dashboard. Verifica que el backend esté corriendo.
        </p>
        <ul className="mt-3 list-inside list-disc text-left text-sm text-muted">
          <li>Comprueba que el servidor y la base de datos estén en marcha.</li>
          <li>Revisa tu conexión a internet.</li>
          <li>Si el problema continúa, vuelve a iniciar sesión.</li>
        </ul>
        <button
          type="button"
          onClick={() => {
            setState({ kind: 'loading' });
            void load();
          }}
          className="mt-5 rounded-xl bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
        >
          Reintentar
        </button>
      </div>
    );
  }

  const { data } = state;
  const properties: RecentItem[] = data.properties.map((p) => ({
    id: p._id,
    title: p.title,
    detail: `${[p.location.neighborhood, p.location.city].filter(Boolean).join(', ')} · ${formatPrice(p.price)}`,
    badge: <StatusBadge status={p.status} />,
  }));
  const news: RecentItem[] = data.news.map((n) => ({
    id: String(n._id ?? n.id),
    title: n.title,
    detail: formatShortDate(n.createdAt),
    badge: (
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        {NEWS_STATUS[n.status] ?? 'Borrador'}
      </span>
    ),
  }));

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Panel principal</h1>
        <p className="mt-1 text-muted">Resumen de la actividad del sitio.</p>
      </div>
      {data.rateLimited && (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Demasiadas solicitudes: las estadísticas se muestran en cero. Inténtalo de nuevo en unos minutos.
        </p>
      )}
      {notice && (
        <p role="status" className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-ink">
          {notice}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Propiedades" figure={data.stats.properties} icon="home" />
        <StatCard label="Total Noticias" figure={data.stats.news} icon="news" />
        <StatCard label="Total Visitas" figure={data.stats.views} icon="eye" />
        <StatCard label="Usuarios Activos" figure={data.stats.users} icon="users" />
      </div>
      <LeadFigures />
      <EndingMandates />
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <IncreasesDue />
        <LeasesEnding />
      </div>
      <AlertFigures />
      <OutboxCard />
      <div className="grid gap-6 2xl:grid-cols-2 [&>*]:min-w-0">
        <RecentList
          title="Propiedades Recientes"
          allHref="/admin/properties"
          editHref={(id) => `/admin/properties/edit/${id}`}
          items={properties}
          empty="No hay propiedades recientes"
          onDelete={(item) => void remove('property', item)}
        />
        <RecentList
          title="Noticias Recientes"
          allHref="/admin/news"
          editHref={(id) => `/admin/news/edit/${id}`}
          items={news}
          empty="No hay noticias recientes"
          onDelete={(item) => void remove('news', item)}
        />
      </div>
      <section aria-labelledby="quick-actions" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="quick-actions" className="font-semibold text-ink">
          Acciones rápidas
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.href + action.label}>
              <Link
                href={action.href}
                className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 font-medium text-primary hover:border-primary hover:bg-primary/5"
              >
                <Icon name={action.icon} />
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
