'use client';

import Link from 'next/link';
import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useFlash } from '@/components/admin/shared/use-flash';
import { useLoad } from '@/components/admin/shared/use-load';
import { bindValue } from '@/components/ui/fields/bind';
import { SearchField, SelectField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { Pager } from '@/components/ui/pager';
import { formatNumber, formatShortDate } from '@/lib/format';
import type { ApiNews } from '@/lib/validation/news';

import { NEWS_STATUS_LABELS } from './labels';
import { NewsRows } from './news-rows';

const LIMIT = 50; // admin lists: page 1, limit 50 (docs/product-rules.md#limits)

/** News list (docs/admin-panel.md#news): server-side search (title, excerpt, author) and status filter. */
export function NewsList() {
  const [query, setQuery] = useState({ search: '', status: '', page: 1 });
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<NoticeState>(null);
  // The notice the create/edit form left.
  useFlash(setNotice);

  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(LIMIT),
    sort: 'createdAt',
    order: 'desc',
  });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  const list = useLoad<ApiNews[]>(`/api/news?${params}`);
  const items = list.loading ? null : (list.data ?? []);

  const deleting = useSubmit({
    describe: (message, refusal) => `Error al eliminar la noticia${refusal ? `: ${message}` : ''}`,
    onFailure: (text) => setNotice({ kind: 'error', text }),
  });

  function remove(item: ApiNews) {
    if (!window.confirm('¿Estás seguro de que quieres eliminar esta noticia?')) return;
    void deleting.run(async () => {
      await adminFetch(`/api/news/${item._id}`, { method: 'DELETE' });
      setNotice({ kind: 'success', text: 'Noticia eliminada exitosamente' });
      list.reload();
    });
  }

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Noticias</h1>
          <p className="text-sm text-muted">Publica y edita las noticias del sitio.</p>
        </div>
        <Link
          href="/admin/news/create"
          className="rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark"
        >
          Nueva noticia
        </Link>
      </div>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar las noticias: ${list.error}` }} />}
      <form
        role="search"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_200px_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery((q) => ({ ...q, search: draft.trim(), page: 1 }));
        }}
      >
        <SearchField look={panelLook} placeholder="Título, resumen o autor" {...bindValue(draft, setDraft)} />
        <SelectField
          look={panelLook}
          label="Estado"
          placeholder="Todos"
          options={Object.entries(NEWS_STATUS_LABELS)}
          {...bindValue(query.status, (status) => setQuery((q) => ({ ...q, status, page: 1 })))}
        />
        <button
          type="submit"
          className="self-end rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
        >
          Buscar
        </button>
      </form>
      {items === null ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
          Cargando noticias...
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-ink">No se encontraron noticias</p>
          <p className="mt-1 text-sm text-muted">Cambia la búsqueda o el filtro, o crea una noticia nueva.</p>
        </div>
      ) : (
        <NewsRows items={items} onDelete={remove} formatDate={formatShortDate} formatViews={formatNumber} />
      )}
      <Pager page={query.page} {...list.pager} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
    </section>
  );
}
