'use client';

import { useParams, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { Notice, setFlash, type NoticeState } from '@/components/admin/shared/notice';
import { binder } from '@/components/ui/fields/bind';
import { CheckboxField } from '@/components/ui/fields/choice';
import { SelectField, TextArea, TextField } from '@/components/ui/fields/field';
import { inlineCheckLook, panelLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { NEWS_MESSAGES, type ApiNews } from '@/lib/validation/news';

import { NEWS_CATEGORY_LABELS, NEWS_STATUS_LABELS } from './labels';
import { NewsFormActions } from './news-form-frame';

type Form = {
  title: string;
  excerpt: string;
  category: string;
  status: string;
  featured: boolean;
  content: string;
  authorName: string;
  authorEmail: string;
  authorBio: string;
  tags: string;
};

const WIDE = 'sm:col-span-2';
const CATEGORIES = Object.entries(NEWS_CATEGORY_LABELS);
const STATUSES = Object.entries(NEWS_STATUS_LABELS);

const toForm = (n: ApiNews): Form => ({
  title: n.title,
  excerpt: n.excerpt,
  category: n.category,
  status: n.status,
  featured: n.featured,
  content: n.content,
  authorName: n.author?.name ?? '',
  authorEmail: n.author?.email ?? '',
  authorBio: n.author?.bio ?? '',
  tags: n.tags.join(', '),
});

/** News edit (docs/admin-panel.md#news): every field of the edit form, tags as a comma list, 'Ver Página'. */
export function NewsEditForm() {
  const { id } = useParams<{ id: string }>();
  const router = useRouter();
  const [item, setItem] = useState<ApiNews | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy: saving, run } = useSubmit({
    describe: (message, refusal) =>
      `Error al actualizar la noticia${refusal ? `: ${refusal.errors?.map((e) => e.message).join(', ') || message}` : ''}`,
    onFailure: (text) => setNotice({ kind: 'error', text }),
  });

  useEffect(() => {
    adminFetch<ApiNews>(`/api/news/${encodeURIComponent(id)}`)
      .then(({ data }) => {
        setItem(data);
        setForm(toForm(data));
      })
      .catch(() => {
        // A failed load alerts and returns to the list.
        setFlash({ kind: 'error', text: 'Error al cargar la noticia' });
        router.replace('/admin/news');
      });
  }, [id, router]);

  if (!form || !item) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
        Cargando noticia...
      </p>
    );
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });
  const bind = binder(form, {}, (key: Exclude<keyof Form, 'featured'>, value: string) => set(key, value), {
    named: false,
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity() || !form) return;
    void run(async () => {
      setNotice(null);
      await adminFetch(`/api/news/${item!._id}`, {
        method: 'PUT',
        json: {
          title: form.title,
          excerpt: form.excerpt,
          category: form.category,
          status: form.status,
          featured: form.featured,
          content: form.content,
          author: { name: form.authorName, email: form.authorEmail.trim(), bio: form.authorBio },
          tags: form.tags,
        },
      });
      setFlash({ kind: 'success', text: NEWS_MESSAGES.updated });
      router.push('/admin/news');
    });
  }

  return (
    <form onSubmit={submit} className="max-w-4xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Los campos con * son obligatorios.</p>
        <a
          href={`/news/${item.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
        >
          Ver Página<span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <TextField look={panelLook} label="Título" required maxLength={200} {...bind('title')} />
      <TextArea look={panelLook} label="Resumen" rows={3} {...bind('excerpt')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField look={panelLook} label="Categoría" required options={CATEGORIES} {...bind('category')} />
        <SelectField look={panelLook} label="Estado" options={STATUSES} {...bind('status')} />
        <CheckboxField
          look={inlineCheckLook}
          className="self-end pb-2 font-medium"
          checked={form.featured}
          onChange={(featured) => set('featured', featured)}
        >
          Destacada
        </CheckboxField>
      </div>
      <TextArea look={panelLook} label="Contenido" required rows={12} {...bind('content')} />
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink">Autor</legend>
        <TextField look={panelLook} label="Nombre del autor" required {...bind('authorName')} />
        <TextField look={panelLook} label="Email del autor" type="email" {...bind('authorEmail')} />
        <TextArea look={panelLook} label="Biografía del autor" className={WIDE} rows={3} {...bind('authorBio')} />
      </fieldset>
      <TextField
        look={panelLook}
        label="Etiquetas (separadas por comas)"
        placeholder="bogotá, arriendo, mercado"
        {...bind('tags')}
      />
      <NewsFormActions busy={saving} label="Guardar cambios" busyLabel="Guardando..." />
    </form>
  );
}
